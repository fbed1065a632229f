/**
 * The volunteers' command line:
 *   npm run admin -- referral --request <id>   answer a family's referral request (the id is in the
 *                                              volunteers' mail): issue a single-use code, e-mail it
 *   npm run admin -- referral <email>          a code for an address you typed yourself
 *   npm run admin -- volunteer <email>         put an account in the Cognito group `volunteers`
 *   npm run admin -- enable <email>            re-enable an account the family disabled (their
 *                                              candidate profile comes back as they had left it)
 *   npm run admin -- ineligible <email> [--off] mark a family (its account) ineligible: its profile,
 *                                              today's or one made later, is hidden from others and
 *                                              the family may not view profiles; --off clears it
 *   npm run admin -- delete-account <email>    finish a deletion the family asked for and that stopped
 *                                              half-way (never deletes an account that did not ask)
 *   npm run admin -- seed-directory            add the directory's domains, categories and sample
 *                                              providers that are missing (prints what it added)
 *   npm run admin -- photo-sizes               make the missing thumbnail and view copies of stored
 *                                              photos (what `npm start` does at start; for AWS with --aws)
 * The code is printed alone on the last line. Against the local stack by default (the running one,
 * or its data folder); with `--aws` against the deployed stack, using your AWS credentials and the
 * outputs of `npx cdk deploy --outputs-file cdk-outputs.json`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const useAws = args.includes('--aws');
const requestFlag = args.indexOf('--request');
const requestId = requestFlag >= 0 ? args[requestFlag + 1] : undefined;
const [command, email] = args.filter((a, i) => !a.startsWith('--') && !(requestFlag >= 0 && i === requestFlag + 1));

function usage(): never {
  console.error('Usage: npm run admin -- referral --request <id> | referral <email> | volunteer <email> | enable <email> | ineligible <email> [--off] | delete-account <email> | seed-directory | photo-sizes [--aws]');
  process.exit(2);
}

async function connect(): Promise<() => Promise<void>> {
  if (useAws) {
    const file = path.resolve(process.env.CDK_OUTPUTS ?? 'cdk-outputs.json');
    if (!existsSync(file)) throw new Error(`${file} not found: deploy with \`npx cdk deploy --outputs-file cdk-outputs.json\` first.`);
    const outputs = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>).Rishta ?? {};
    Object.assign(process.env, {
      AWS_REGION: outputs.Region, TABLE_NAME: outputs.TableName, PHOTO_BUCKET: outputs.PhotoBucketName,
      USER_POOL_ID: outputs.UserPoolId, USER_POOL_CLIENT_ID: outputs.UserPoolClientId, APP_URL: outputs.SiteUrl,
      MAIL_FROM: process.env.MAIL_FROM ?? outputs.MailFrom, VOLUNTEER_EMAIL: outputs.VolunteerEmail,
    });
    return async () => {};
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  const { stackFile, startLocalStack } = await import('./stack.js');
  if (existsSync(stackFile(dataDir))) {
    const running = JSON.parse(readFileSync(stackFile(dataDir), 'utf8')) as { url: string; env: Record<string, string> };
    const alive = await fetch(`${running.url}/config.json`).then((r) => r.ok, () => false);
    if (alive) {
      Object.assign(process.env, running.env);
      return async () => {};
    }
  }
  // Nothing running: open the data folder ourselves for the length of the command.
  const stack = await startLocalStack({ dataDir, port: 0 });
  return () => stack.stop();
}

async function main() {
  if (command === 'referral' && requestFlag >= 0) {
    if (!requestId || email) usage();
    return withStack(() => answerRequest(requestId));
  }
  if (command === 'seed-directory') {
    if (email) usage();
    return withStack(seedDirectory);
  }
  if (command === 'photo-sizes') {
    if (email) usage();
    return withStack(photoSizes);
  }
  if (!command || !email || !['referral', 'volunteer', 'enable', 'ineligible', 'delete-account'].includes(command)) usage();
  const { email: emailSchema } = await import('#shared/domain/user.js');
  const address = emailSchema.safeParse(email);
  // The input is not echoed back: it may be anything a shell or a terminal would act on.
  if (!address.success) throw new Error('Not a valid e-mail address (letters, digits and ._%+- before the @, a real domain after it).');
  await withStack(async () => {
    if (command === 'referral') {
      const { issueReferralCode } = await import('#functions/trust/referrals.js');
      const referral = await issueReferralCode(address.data);
      if (!referral.mailed) console.error('The mail could not be sent: please pass the code on yourself.');
      console.log(`Referral code for ${address.data}${referral.mailed ? ' (e-mailed)' : ''}:`);
      console.log(referral.referralCode);
    } else if (command === 'enable') {
      const { enableAccount } = await import('#functions/account/accountStatus.js');
      const enabled = await enableAccount(address.data);
      console.log(`${enabled.userEmail} is enabled again: the family can sign in${enabled.candidateId ? ' and their candidate profile is back as they left it' : ''}.`);
    } else if (command === 'delete-account') {
      const { finishDeletion } = await import('#functions/account/accountDeletion.js');
      const done = await finishDeletion(address.data);
      console.log(`${address.data}: ${done.finished ? 'the deletion is finished' : 'nothing was left but the address, now free again'}.`);
    } else if (command === 'ineligible') {
      const { setIneligible } = await import('#functions/account/accountStatus.js');
      const on = !args.includes('--off');
      const marked = await setIneligible(address.data, on);
      console.log(on
        ? `${marked.userEmail}: the family is marked ineligible (its profile is hidden from others; the family is asked to contact support).`
        : `${marked.userEmail}: the family is eligible again.`);
    } else {
      // By the account's permanent id, as every call about an account (account/entities/identity.ts).
      const { findUserIdByEmail } = await import('#functions/members/entities/emailClaims.js');
      const userId = await findUserIdByEmail(address.data);
      if (!userId) throw new Error(`No account with the e-mail address ${address.data}.`);
      const { addToGroup } = await import('#functions/account/entities/identity.js');
      await addToGroup(userId, 'volunteers');
      console.log(`${address.data} is now a volunteer.`);
    }
  });
}

async function withStack(work: () => Promise<void>) {
  const disconnect = await connect();
  try {
    await work();
  } finally {
    await disconnect();
  }
}

/** Adds what is missing of the directory's starting set; a second run adds nothing. */
async function seedDirectory() {
  const { seedDirectory: seed } = await import('#functions/directory/directorySeed.js');
  const added = await seed();
  const lines = [
    ...added.domains.map((d) => `Domain: ${d}`),
    ...added.categories.map((c) => `Category: ${c}`),
    ...added.providers.map((p) => `Sample provider: ${p}`),
  ];
  console.log(lines.length ? `Added to the directory:\n${lines.join('\n')}` : 'The directory already has every seeded domain, category and sample; nothing was added.');
}

/** Makes what is missing of the stored photos' sizes; a second run makes nothing. */
async function photoSizes() {
  const { makeMissingPhotoCopies } = await import('#functions/profiles/photoCopies.js');
  const { made, failed } = await makeMissingPhotoCopies();
  console.log(made > 0 ? `Made the thumbnail and view copy of ${made} photo(s).` : 'Every stored photo has its thumbnail and view copy; nothing was made.');
  if (failed.length > 0) console.error(`${failed.length} stored photo(s) could not be read as an image: ${failed.join(', ')}`);
}

/** Answers a stored request; running it again issues no second code (it shows the first one). */
async function answerRequest(id: string) {
  if (!/^[A-Za-z0-9-]{6,64}$/.test(id)) throw new Error('Not a request id: copy it from the volunteers\' mail.');
  const { issueReferralForRequest } = await import('#functions/trust/referrals.js');
  const { request, referral, alreadyIssued, mailed } = await issueReferralForRequest(id);
  if (alreadyIssued) console.log(`Request ${request.id} was already answered on ${request.answeredAt ?? 'an earlier run'}; no new code was made.`);
  if (mailed) console.log(`Referral code for ${request.requesterEmailId} (e-mailed):`);
  else console.error('The mail could not be sent: run the same command again later, or pass the code on yourself.');
  console.log(referral.referralCode);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
