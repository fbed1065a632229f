/** `npm run job -- <name>`: runs one scheduled job now, against the running local stack. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const jobs = ['reminderDigest', 'matchDigest'] as const;
const name = process.argv[2] as (typeof jobs)[number] | undefined;
if (!name || !jobs.includes(name)) {
  console.error(`Usage: npm run job -- ${jobs.join(' | ')}`);
  process.exit(2);
}
const file = path.resolve(process.env.DATA_DIR ?? '.data', 'local-stack.json');
if (!existsSync(file)) {
  console.error('Start the product first with `npm start`.');
  process.exit(1);
}
Object.assign(process.env, (JSON.parse(readFileSync(file, 'utf8')) as { env: Record<string, string> }).env);
const job = (await import(`../../functions/jobs/${name}.js`)) as { handler: () => Promise<unknown> };
console.log(JSON.stringify(await job.handler()));
