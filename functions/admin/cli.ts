/**
 * The volunteers' command line:
 *   npm run admin -- referral <email>    create a single-use referral code and e-mail it
 *   npm run admin -- volunteer <email>   put an account in the Cognito group `volunteers`
 * Against the local stack by default (the running one, or its data folder); with `--aws` against
 * the deployed stack, using your AWS credentials and the outputs of `npx cdk deploy --outputs-file cdk-outputs.json`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const useAws = args.includes('--aws');
const [command, email] = args.filter((a) => !a.startsWith('--'));

function usage(): never {
  console.error('Usage: npm run admin -- referral <email> | volunteer <email> [--aws]');
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
  const { stackFile, startLocalStack } = await import('../../infra/local/stack.js');
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
  if (!command || !email || !['referral', 'volunteer'].includes(command)) usage();
  const { email: emailSchema } = await import('../../shared/domain/user.js');
  const address = emailSchema.safeParse(email);
  if (!address.success) throw new Error(`Not an e-mail address: ${email}`);
  const disconnect = await connect();
  try {
    if (command === 'referral') {
      const { issueReferralCode } = await import('../services/referrals.js');
      const referral = await issueReferralCode(address.data);
      console.log(`Referral code for ${address.data} (e-mailed):`);
      console.log(referral.referralCode);
    } else {
      const { addToGroup } = await import('../repositories/identity.js');
      await addToGroup(address.data, 'volunteers');
      console.log(`${address.data} is now a volunteer.`);
    }
  } finally {
    await disconnect();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
