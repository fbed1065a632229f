/**
 * The requests the dispatcher's replay (./dispatchReplay.test.ts) sends each group's Lambda
 * handler: for every operation of the route table a refusal (no token, a volunteer route for a
 * member, bad path params, a bad body), the refusals every route shares (unknown path, wrong
 * method, bad JSON, an empty or oversized body), and the successes whose answer depends only on
 * the member the replay makes (its session, profile, settings, family, referral code), plus the
 * OpenAPI document.
 */
import { routeList, type Group } from '#shared/api/routes/index.js';

export type Who = 'nobody' | 'member' | 'volunteer';

export interface Replay {
  name: string;
  group: Group;
  method: string;
  /** `{member}` is the member's id, `{referralCode}` a fresh unused code's. */
  path: string;
  who: Who;
  body?: unknown;
  rawBody?: string;
  query?: string;
}

/** Passes every id schema, names nothing that exists. */
export const ABSENT_ID = '00000000-0000-4000-8000-000000000000';
const MAX_BODY_BYTES = 64 * 1024;

const fill = (path: string, value: (key: string) => string) => path.replace(/\{(\w+)\}/g, (_, key: string) => value(key));
const authOf = (auth: string): Who => (auth === 'public' ? 'nobody' : auth === 'volunteer' ? 'volunteer' : 'member');

export function replayRequests(): Replay[] {
  const out: Replay[] = [];
  for (const r of routeList) {
    const base = { group: r.group, method: r.method };
    if (r.auth !== 'public') out.push({ ...base, name: `${r.operation}: no token`, path: fill(r.path, () => 'x'), who: 'nobody' });
    if (r.auth === 'volunteer') out.push({ ...base, name: `${r.operation}: a member`, path: fill(r.path, () => ABSENT_ID), who: 'member' });
    if (Object.keys(r.params.shape).length > 0) {
      out.push({ ...base, name: `${r.operation}: bad params`, path: fill(r.path, () => '!'), who: authOf(r.auth), body: r.body ? {} : undefined });
    }
    if (r.body) {
      // Every param a valid id: routes whose params are all ids reach the body's check.
      out.push({ ...base, name: `${r.operation}: bad body`, path: fill(r.path, () => ABSENT_ID), who: authOf(r.auth), body: { unexpected: true } });
    }
  }
  const shared: Replay[] = [
    { name: 'unknown path', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/noSuchOperation', who: 'nobody' },
    { name: 'unknown path, signed in', group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/noSuchOperation', who: 'member' },
    { name: 'unknown path of another group', group: 'classified', method: 'GET', path: '/api/usermgmt/session', who: 'member' },
    { name: 'path outside the API', group: 'admin', method: 'GET', path: '/index.html', who: 'nobody' },
    { name: 'wrong method', group: 'usermgmt', method: 'POST', path: '/api/usermgmt/session', who: 'member' },
    { name: 'trailing slash', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/session/', who: 'member' },
    { name: 'bad JSON', group: 'usermgmt', method: 'POST', path: '/api/usermgmt/requestReferralCode', who: 'nobody', rawBody: '{"name":' },
    { name: 'bad JSON, signed in', group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/searchProfiles', who: 'member', rawBody: 'not json' },
    { name: 'empty body', group: 'usermgmt', method: 'POST', path: '/api/usermgmt/requestReferralCode', who: 'nobody', rawBody: '' },
    { name: 'JSON null body', group: 'usermgmt', method: 'POST', path: '/api/usermgmt/resetUserPassword', who: 'nobody', rawBody: 'null' },
    {
      name: 'oversized body', group: 'usermgmt', method: 'POST', path: '/api/usermgmt/requestReferralCode', who: 'nobody',
      rawBody: JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) }),
    },
    {
      name: 'oversized body, signed in', group: 'classified', method: 'POST', path: '/api/classified/saveServiceProvider', who: 'member',
      rawBody: JSON.stringify({ serviceProviderName: 'é'.repeat(MAX_BODY_BYTES / 2) }),
    },
    { name: 'form body on a route without a body', group: 'usermgmt', method: 'POST', path: '/api/usermgmt/unsubscribe/x', who: 'nobody', rawBody: 'List-Unsubscribe=One-Click' },
    { name: 'encoded param', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/validateReferCode/a%20b', who: 'nobody' },
    { name: 'unknown referral code', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/validateReferCode/ZZZZ9999', who: 'nobody' },
    { name: 'malformed token', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/session', who: 'nobody', query: 'token=1' },
    // Successes.
    { name: 'validateReferCode', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/validateReferCode/{referralCode}', who: 'nobody' },
    { name: 'getSession', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/session', who: 'member' },
    { name: 'getSession with a query string', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/session', who: 'member', query: 'a=1&b=2' },
    { name: 'getUserProfile', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/getUserProfile/{member}', who: 'member' },
    { name: 'getUserNotifySettings', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/getUserNotifySettings/{member}', who: 'member' },
    { name: 'getUserSavedProfileList', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/getUserSavedProfileList/{member}', who: 'member' },
    { name: 'getFamilyMembers', group: 'usermgmt', method: 'GET', path: '/api/usermgmt/family', who: 'member' },
    { name: 'getMyServiceProviders', group: 'classified', method: 'GET', path: '/api/classified/getMyServiceProviders/{member}', who: 'member' },
    { name: 'someone else\'s profile', group: 'usermgmt', method: 'GET', path: `/api/usermgmt/getUserProfile/${ABSENT_ID}`, who: 'member' },
    { name: 'OpenAPI document', group: 'usermgmt', method: 'GET', path: '/api/openapi.json', who: 'nobody' },
  ];
  return [...out, ...shared];
}
