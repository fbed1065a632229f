/** `npm start`: the whole product on http://localhost:3000 (PORT overrides), data in .data/. */
import path from 'node:path';
import { PortBusyError, startLocalStack } from './stack.js';

const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const dev = process.argv.includes('--dev');

async function main() {
  let stack;
  try {
    stack = await startLocalStack({ dataDir, port });
  } catch (e) {
    if (e instanceof PortBusyError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  console.log(`rishta is running at ${stack.url}`);
  console.log(`Mail viewer: ${stack.mailViewerUrl}`);
  console.log(`Data folder: ${dataDir}`);
  if (stack.firstStart) {
    const { issueReferralCode } = await import('#functions/trust/referrals.js');
    const referral = await issueReferralCode('first.family@example.org');
    console.log(`Referral code: ${referral.referralCode}`);
  }
  // Photos stored before uploads carried their thumbnail and view copy get them now (once: a photo
  // that has both is skipped). Before the ready line, so what is served next has every size.
  const { makeMissingPhotoCopies } = await import('#functions/profiles/photoCopies.js');
  const copies = await makeMissingPhotoCopies();
  if (copies.made > 0) console.log(`Photo sizes: made the thumbnail and view copy of ${copies.made} older photo(s)`);
  if (copies.failed.length > 0) console.error(`Photo sizes: ${copies.failed.length} stored photo(s) could not be read as an image: ${copies.failed.join(', ')}`);
  // Accounts made before families existed become families of one (their founder member), once.
  const { addMissingFounders } = await import('#functions/family/index.js');
  const founders = await addMissingFounders();
  if (founders > 0) console.log(`Families: made the founder member of ${founders} older account(s)`);
  const { startScheduler } = await import('./scheduler.js');
  const scheduler = startScheduler();
  for (const [name, next] of Object.entries(scheduler.nextRuns())) console.log(`Job ${name} next runs at ${next?.toISOString() ?? 'never'} (npm run job -- ${name} runs it now)`);
  let stopDev: (() => Promise<void>) | undefined;
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ configFile: path.resolve('web/vite.config.ts'), server: { host: '127.0.0.1' } });
    await vite.listen();
    vite.printUrls();
    stopDev = () => vite.close();
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    scheduler.stop();
    await stopDev?.();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log('Press Ctrl-C to stop.');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
