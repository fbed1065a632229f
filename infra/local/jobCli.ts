/**
 * `npm run job -- <name> [--at <ISO time>]`: runs one scheduled job now, against the running local
 * stack, as its schedule would (`--at` moves the job's clock, e.g. to see proposals expire).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jobNames, type JobName } from '../jobSchedules.js';

const name = process.argv[2] as JobName | undefined;
const atFlag = process.argv.indexOf('--at');
const at = atFlag > 0 ? process.argv[atFlag + 1] : undefined;
if (!name || !jobNames.includes(name) || (atFlag > 0 && (!at || Number.isNaN(Date.parse(at))))) {
  console.error(`Usage: npm run job -- ${jobNames.join(' | ')} [--at <ISO time>]`);
  process.exit(2);
}
const file = path.resolve(process.env.DATA_DIR ?? '.data', 'local-stack.json');
if (!existsSync(file)) {
  console.error('Start the product first with `npm start`.');
  process.exit(1);
}
Object.assign(process.env, (JSON.parse(readFileSync(file, 'utf8')) as { env: Record<string, string> }).env);
const job = (await import(`../../functions/jobs/${name}.js`)) as { handler: (event: { scheduledTime?: string }) => Promise<unknown> };
console.log(JSON.stringify(await job.handler({ scheduledTime: at ?? new Date().toISOString() })));
