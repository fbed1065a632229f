/**
 * Runs one service function in a process of its own, against the test stack named by the
 * environment, so a test can kill it between steps (RISHTA_FAULT_AFTER) or point it at a dead SES
 * (SES_ENDPOINT) without touching the running stack. Prints the result as JSON on the last line.
 *   npx tsx test/integration/scripts/runService.ts <function> '<json argument>'
 */
export {};

const [fn, arg] = process.argv.slice(2);

async function main(): Promise<unknown> {
  const input = JSON.parse(arg ?? 'null') as never;
  switch (fn) {
    case 'signUp':
      return (await import('#functions/account/signup.js')).saveUserProfile(input);
    case 'confirmSignup':
      return (await import('#functions/account/signupConfirm.js')).confirmSignup(input);
    case 'requestReferralCode':
      return (await import('#functions/trust/referrals.js')).requestReferralCode(input);
    case 'issueReferralCode':
      return (await import('#functions/trust/referrals.js')).issueReferralCode(input);
    case 'issueReferralForRequest':
      return (await import('#functions/trust/referrals.js')).issueReferralForRequest(input);
    default:
      throw new Error(`unknown function ${fn}`);
  }
}

main().then(
  (result) => {
    console.log(JSON.stringify(result ?? null));
    process.exit(0);
  },
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
