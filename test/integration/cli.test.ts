/** The volunteers' command line, run as a volunteer runs it, against the running test stack. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { call, mailsTo, newEligibleMember, newMember, signIn, uniqueEmail } from './helpers.js';

const run = promisify(execFile);
const admin = (...args: string[]) =>
  run('npx', ['tsx', 'infra/local/adminCli.ts', ...args], { env: { ...process.env, DATA_DIR: process.env.LOCAL_DATA_DIR }, timeout: 60_000 });

describe('npm run admin', () => {
  it('referral <email> prints a working code alone on its last line and e-mails it', async () => {
    const email = uniqueEmail('cli');
    const { stdout } = await admin('referral', email);
    const code = stdout.trim().split('\n').at(-1) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await call('validateReferCode', { params: { referralCode: code } })).status).toBe(200);
    expect((await mailsTo(email)).some((m) => m.text.includes(code))).toBe(true);
  });

  it('volunteer <email> opens the volunteer routes to that member', async () => {
    const m = await newMember();
    expect((await call('listReferralRequests', { token: m.token })).status).toBe(403);
    await admin('volunteer', m.email);
    const { accessToken } = await signIn(m.email, m.password);
    expect((await call('getSession', { token: accessToken })).body.volunteer).toBe(true);
    expect((await call('listReferralRequests', { token: accessToken })).status).toBe(200);
    const issued = await call('issueReferralCode', { token: accessToken, body: { email: uniqueEmail('via-api') } });
    expect(issued.status).toBe(200);
  });

  it('refuses a malformed address', async () => {
    await expect(admin('referral', 'not-an-address')).rejects.toMatchObject({ code: 1 });
  });

  it('enable <email> gives a disabled family back the account and the profile as they left it', async () => {
    const family = await newEligibleMember();
    const viewer = await newEligibleMember();
    expect((await call('getCandidateProfile', { token: viewer.token, params: { candidateId: family.candidateId } })).status).toBe(200);
    expect((await call('disableUserProfile', { token: family.token, params: { userProfileId: family.id } })).status).toBe(200);
    await expect(signIn(family.email, family.password)).rejects.toThrow();
    expect((await call('getCandidateProfile', { token: viewer.token, params: { candidateId: family.candidateId } })).status).toBe(404);

    const { stdout } = await admin('enable', family.email);
    expect(stdout).toContain('is enabled again');
    const { accessToken } = await signIn(family.email, family.password);
    expect((await call('getSession', { token: accessToken })).body).toMatchObject({ id: family.id, candidateProfileVisibilityFlag: true });
    expect((await call('getCandidateProfile', { token: viewer.token, params: { candidateId: family.candidateId } })).status).toBe(200);
  });

  it('ineligible <email> hides the profile from search at once and gates the family; --off undoes both', async () => {
    const city = `Cli${Date.now().toString(36)}`;
    const family = await newEligibleMember({ city });
    const viewer = await newEligibleMember();
    const found = async () => (await call('searchProfiles', { token: viewer.token, body: { searchText: city } })).body.total;
    expect(await found()).toBe(1);

    expect((await admin('ineligible', family.email)).stdout).toContain('marked ineligible');
    expect(await found()).toBe(0);
    expect((await call('getSession', { token: family.token })).body.viewGate).toBe('ineligible');

    expect((await admin('ineligible', family.email, '--off')).stdout).toContain('eligible again');
    expect(await found()).toBe(1);
    expect((await call('getSession', { token: family.token })).body.viewGate).toBeNull();
  });

  it('enable refuses an address without an account', async () => {
    await expect(admin('enable', uniqueEmail('nobody'))).rejects.toMatchObject({ code: 1 });
  });
});
