/**
 * The cold requests of `npm run bench -- lambdas`: for each endpoint group its most common request
 * and for each job one bounded run, as a fresh Lambda process would get them (an API Gateway HTTP
 * API v2 event, or the schedule's event and a Lambda context), against members made through the
 * API on the bench's local stack. Each invocation is plain JSON, handed to the fresh process.
 */
import type { Group } from '#shared/api/routes/index.js';
import type { JobName } from '../infra/jobSchedules.js';
import type { LocalStack } from '../infra/local/stack.js';
import { httpApiEvent } from '../test/lambdaEvent.js';
import { jsonRequest, ok, searchingMembers, signIn } from './harness.js';

/** What a fresh process passes to the bundle's handler. */
export interface Invocation {
  /** What the request is, for the table. */
  label: string;
  event: unknown;
  /**
   * A job's run is bounded: its context's remaining time allows this many units of work (members
   * mailed, proposals expired), then says the time is up, so the run stops as a Lambda's would.
   */
  jobUnits?: number;
}

/** Units of work a job's bounded run may do: one digest page. */
const JOB_UNITS = 5;

/**
 * Makes what the requests read (three members with profiles, photos and expectations, a proposal,
 * a volunteer) and answers each bundle's invocation. `round` moves the jobs' scheduled day, so
 * each fresh process finds a period not done yet.
 */
export async function coldRequests(stack: LocalStack) {
  const [member, other] = await searchingMembers(stack, 3, 'cold');
  if (!member || !other) throw new Error('no members');
  await ok(await fetch(`${stack.url}/api/userinteract/saveUserInteraction`, jsonRequest(member.headers, {
    userProfileId: member.userId, fromCandidateId: member.candidateId, toCandidateId: other.candidateId, interactionType: 'proposal',
  })));
  const { addToGroup } = await import('#functions/account/entities/identity.js');
  await addToGroup(member.email, 'volunteers');
  // Signed in again, so the access token carries the group.
  const volunteer = await signIn(stack, member.email);
  const { items: categories } = await ok<{ items: { id: string }[] }>(await fetch(`${stack.url}/api/classified/getAllCategories`));
  const { items: subCategories } = await ok<{ items: { id: string }[] }>(
    await fetch(`${stack.url}/api/classified/getSubCategoriesForCategory/${categories[0]!.id}`),
  );
  const token = (headers: Record<string, string>) => headers.authorization!.replace(/^Bearer /, '');
  const groups: Record<Group, Invocation> = {
    usermgmt: { label: 'GET session', event: httpApiEvent('GET', '/api/usermgmt/session', { token: token(member.headers) }) },
    profilemgmt: {
      label: 'POST searchProfiles',
      event: httpApiEvent('POST', '/api/profilemgmt/searchProfiles', { token: token(member.headers), body: { gender: 'Male', candidateId: member.candidateId } }),
    },
    userinteract: {
      label: 'GET getMySentProposalList',
      event: httpApiEvent('GET', `/api/userinteract/getMySentProposalList/${member.userId}/${member.candidateId}`, { token: token(member.headers) }),
    },
    classified: { label: 'GET getServiceProviders (a directory page)', event: httpApiEvent('GET', `/api/classified/getServiceProviders/${subCategories[0]!.id}`) },
    admin: { label: 'GET referralRequests (a volunteer)', event: httpApiEvent('GET', '/api/admin/referralRequests', { token: token(volunteer) }) },
  };
  const day = 24 * 3600 * 1000;
  const job = (round: number): Invocation => ({
    label: `one run of ${JOB_UNITS} units`, event: { scheduledTime: new Date(Date.now() + (round + 1) * day).toISOString() }, jobUnits: JOB_UNITS,
  });
  const jobs = (round: number): Record<JobName, Invocation> => ({ reminderDigest: job(round), matchDigest: job(round), heldMail: job(round) });
  /** The baseline's one GetItem: the account item every member call reads. */
  const baseline: Invocation = { label: 'one GetItem', event: { key: { pk: `USER#${member.userId}`, sk: 'PROFILE' } } };
  return { groups, jobs, baseline };
}

/**
 * Run in each fresh process (plain node, ESM): imports the bundle and calls its handler once with
 * the invocation, timing the import and the whole cold request (wall clock, and the CPU time the
 * process spent, which other work on a busy machine hardly moves). A non-2xx answer fails the run.
 */
export const coldRequestScript = `
const [url, json] = process.argv.slice(1);
const { event, jobUnits } = JSON.parse(json);
const cpu = process.cpuUsage();
const started = performance.now();
const bundle = await import(url);
const importMs = performance.now() - started;
const importCpu = process.cpuUsage(cpu);
let units = jobUnits ?? 0;
const context = jobUnits === undefined ? {} : { getRemainingTimeInMillis: () => (units-- > 0 ? 900000 : 0) };
const result = await bundle.handler(event, context);
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
const status = result && typeof result.statusCode === 'number' ? result.statusCode : 200;
if (status >= 300) { console.error(status, result.body); process.exit(1); }
console.log(JSON.stringify({ importMs, importCpuMs: (importCpu.user + importCpu.system) / 1000, ms, cpuMs: (used.user + used.system) / 1000 }));
// The SDK's kept-alive sockets would hold the process open; Lambda freezes it instead.
process.exit(0);
`;

/**
 * Module hooks (node's module.register) that note every file a process loads, for one extra,
 * untimed process per bundle: the bytes a cold request loads (the entry and, for a split bundle,
 * only the chunks its path imports).
 */
export const loadedFilesHooks = `
import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.startsWith('file:')) appendFileSync(process.env.LOADED_FILES_LOG, url + '\\n');
  return next(url, context);
}
`;
export const registerHooks = (hooksUrl: string) => `import { register } from 'node:module'; register(${JSON.stringify(hooksUrl)});`;
