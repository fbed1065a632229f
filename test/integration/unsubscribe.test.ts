/**
 * The digests' one-click unsubscribe, end to end: a real digest mail through the local SES, its
 * link and its RFC 8058 header, and the public endpoint turning that one flag off without a
 * session, refusing forged and expired tokens without writing anything.
 */
import { createHmac } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultNotifyFlags, notifyFlagLabels, notifyFlagNames, unsubscribedText, type NotifyFlag } from '#shared/domain/user.js';
import { fillPath, routes } from '#shared/api/routes/index.js';
import { baseUrl, call, newMember, type Member, deleteFamily } from './helpers.js';

const { sendDigestMail } = await import('#functions/mail/digestMail.js');
const { signUnsubscribeToken } = await import('#functions/lib/unsubscribeToken.js');

const db = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
const notifyKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFY' });
const storedSettings = async (userId: string) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: notifyKey(userId) }))).Item;

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  headers?: { name: string; value: string }[];
}
async function lastMailTo(address: string): Promise<StoredMail> {
  const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as { emails: StoredMail[] };
  const mail = store.emails.filter((m) => m.destination.to.includes(address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}
const header = (mail: StoredMail, name: string) => mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

/** Sends a digest mail through the real service and reads back its two links' tokens. */
async function digestTokens(m: Member, kind: 'pendingProposals' | 'newMatches') {
  await sendDigestMail({ userId: m.id, memberId: m.id, to: m.email, kind, subject: `Digest ${kind}`, text: 'Your digest.', html: '<p>Your digest.</p>' });
  const mail = await lastMailTo(m.email);
  const page = /Do not want these e-mails\? Unsubscribe: (\S+)/.exec(mail.body.text ?? '')?.[1];
  const oneClick = /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1];
  return { mail, page, oneClick };
}

/** The one-click POST as a mail client sends it (RFC 8058): a form body, no session. */
const oneClickPost = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
const unsubscribe = (token: string) => call('unsubscribe', { params: { token } });

const readFlags = async (m: Member) => {
  const res = await call('getUserNotifySettings', { params: { userProfileId: m.id }, token: m.token });
  expect(res.status).toBe(200);
  return res.body as Record<NotifyFlag, boolean> & { id: string; updatedDate: string };
};
const invalidMessage = 'This unsubscribe link is not valid or has expired. Sign in and change your notification settings instead.';

let member: Member;
beforeAll(async () => {
  member = await newMember();
});

describe('a digest mail carries its unsubscribe', () => {
  it('a visible link to the page (text and HTML) and the RFC 8058 headers, with the same token', async () => {
    const { mail, page, oneClick } = await digestTokens(member, 'pendingProposals');
    expect(page).toMatch(new RegExp(`^${process.env.APP_URL}/unsubscribe\\?token=[A-Za-z0-9_.-]+$`));
    expect(mail.body.text).toMatch(/^Your digest\./);
    expect(mail.body.html).toContain(`Do not want these e-mails? Unsubscribe: <a href="${page}">${page}</a>`);
    expect(oneClick).toMatch(new RegExp(`^${process.env.APP_URL}/api/usermgmt/unsubscribe/[A-Za-z0-9_.-]+$`));
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(new URL(page!).searchParams.get('token')).toBe(oneClick!.split('/').at(-1));
  });
});

describe('the unsubscribe endpoint', () => {
  it('turns the flag off without a session; the settings show it; the other flags stay', async () => {
    const m = await newMember();
    const before = await readFlags(m);
    const { page } = await digestTokens(m, 'pendingProposals');
    const token = new URL(page!).searchParams.get('token')!;

    const res = await unsubscribe(token);
    const label = notifyFlagLabels.emailNotifyPendingProposalsFlag;
    expect(res).toEqual({
      status: 200,
      body: { message: unsubscribedText('emailNotifyPendingProposalsFlag'), flag: 'emailNotifyPendingProposalsFlag', label },
    });
    const after = await readFlags(m);
    expect(after.emailNotifyPendingProposalsFlag).toBe(false);
    for (const f of notifyFlagNames.filter((x) => x !== 'emailNotifyPendingProposalsFlag')) expect(after[f], f).toBe(before[f]);
    expect(after.id).toBe(before.id);

    // Idempotent: the same link again answers the same and changes no flag.
    expect((await unsubscribe(token)).status).toBe(200);
    expect({ ...(await readFlags(m)), updatedDate: '' }).toEqual({ ...after, updatedDate: '' });
  });

  it('the weekly digest turns off only the match flag', async () => {
    const m = await newMember();
    const { oneClick } = await digestTokens(m, 'newMatches');
    const res = await oneClickPost(oneClick!);
    expect(res.status).toBe(200);
    const flags = await readFlags(m);
    expect(flags.emailNotifyExpectMatchedProfileFlag).toBe(false);
    expect(flags.emailNotifyPendingProposalsFlag).toBe(true);
  });

  it('a mail client\'s one-click POST (form-encoded, from the header) works and is never cached', async () => {
    const m = await newMember();
    const { oneClick } = await digestTokens(m, 'pendingProposals');
    const res = await oneClickPost(oneClick!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as { flag: string }).flag).toBe('emailNotifyPendingProposalsFlag');
    expect((await readFlags(m)).emailNotifyPendingProposalsFlag).toBe(false);
  });

  it('a GET of either link changes nothing (link scanners fetch every link)', async () => {
    const m = await newMember();
    const { page, oneClick } = await digestTokens(m, 'pendingProposals');
    const before = await storedSettings(m.id);
    await fetch(page!); // the SPA page (when built), which asks before it writes
    expect((await fetch(oneClick!)).status).toBe(404);
    expect(await storedSettings(m.id)).toEqual(before);
  });

  it('refuses forged, changed, expired and malformed tokens with a clear message, writing nothing', async () => {
    const m = await newMember();
    const { oneClick } = await digestTokens(m, 'pendingProposals');
    const token = oneClick!.split('/').at(-1)!;
    const [payload, signature] = token.split('.') as [string, string];
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { userId: string; flag: string; exp: number };
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const otherSecret = 'not-the-stack-secret-but-32-characters-long';
    const signedWith = (p: string, key: string) => `${p}.${createHmac('sha256', key).update(p).digest('base64url')}`;
    const other = await newMember();

    const refused = [
      `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`, // changed signature
      `${b64({ ...claim, userId: other.id })}.${signature}`, // changed payload: another member
      `${b64({ ...claim, flag: 'emailNotifyExpectMatchedProfileFlag' })}.${signature}`, // changed payload: another flag
      `${b64({ ...claim, exp: claim.exp + 3600 })}.${signature}`, // changed payload: later expiry
      signedWith(payload, otherSecret), // another secret
      signUnsubscribeToken({ userId: m.id, flag: 'emailNotifyPendingProposalsFlag', exp: Math.floor(Date.now() / 1000) - 60 }), // expired
      signedWith(b64({ ...claim, flag: 'emailNotifyUserPasswordUpdateFlag' }), process.env.UNSUBSCRIBE_SECRET!), // not a digest flag
      'x', 'not.a.token', `${payload}.`, '%00',
    ];
    const before = [await storedSettings(m.id), await storedSettings(other.id)];
    for (const t of refused) {
      const res = await unsubscribe(t);
      expect([400, 403], t).toContain(res.status);
      expect(res.body.message, t).toBe(invalidMessage);
    }
    const res = await fetch(`${baseUrl}${fillPath(routes.unsubscribe.path, { token: refused[0]! })}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(400);
    expect([await storedSettings(m.id), await storedSettings(other.id)]).toEqual(before);
  });
});

describe('settings the unsubscribe meets', () => {
  it('settings saved before the new flag existed read it as on, and unsubscribing keeps the others', async () => {
    const m = await newMember();
    const item = (await storedSettings(m.id))!;
    const { emailNotifyPendingProposalsFlag: _dropped, ...older } = { ...item, emailSubscribeToNewsletterFlag: false } as Record<string, unknown>;
    await db().send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: older }));
    const read = await readFlags(m);
    expect(read.emailNotifyPendingProposalsFlag).toBe(true);
    expect(read.emailSubscribeToNewsletterFlag).toBe(false);

    const { oneClick } = await digestTokens(m, 'newMatches');
    expect((await oneClickPost(oneClick!)).status).toBe(200);
    const after = await readFlags(m);
    expect(after).toMatchObject({ emailNotifyExpectMatchedProfileFlag: false, emailNotifyPendingProposalsFlag: true, emailSubscribeToNewsletterFlag: false });
    expect((await storedSettings(m.id))!.emailNotifyPendingProposalsFlag).toBe(true);
  });

  it('a member without settings gets them, with the defaults and that one flag off', async () => {
    const m = await newMember();
    await db().send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: notifyKey(m.id) }));
    expect((await call('getUserNotifySettings', { params: { userProfileId: m.id }, token: m.token })).status).toBe(404);
    const { oneClick } = await digestTokens(m, 'pendingProposals');
    expect((await oneClickPost(oneClick!)).status).toBe(200);
    const flags = await readFlags(m);
    // The defaults are a new account's: marketing mail off until the family opts in.
    for (const f of notifyFlagNames) expect(flags[f], f).toBe(f !== 'emailNotifyPendingProposalsFlag' && defaultNotifyFlags[f]);
    // The settings page can edit them by their id.
    const edit = await call('editUserNotifySettings', {
      token: m.token, params: { userNotifySettingsId: flags.id }, body: Object.fromEntries(notifyFlagNames.map((f) => [f, true])),
    });
    expect(edit.status).toBe(200);
  });
});

describe('the link of an account that is gone', () => {
  it('answers as an unknown link, by POST and one-click, and writes no settings for the deleted user', async () => {
    const m = await newMember();
    const { oneClick } = await digestTokens(m, 'pendingProposals');
    const token = oneClick!.split('/').at(-1)!;
    const deleted = await deleteFamily(m);
    expect(deleted.status).toBe(200);
    expect(await storedSettings(m.id)).toBeUndefined();

    const res = await unsubscribe(token);
    expect(res).toEqual({ status: 400, body: { message: invalidMessage } });
    const forged = await unsubscribe(`${token.split('.')[0]}.AAAA`);
    expect(res).toEqual(forged);
    expect((await oneClickPost(oneClick!)).status).toBe(400);
    expect((await fetch(oneClick!)).status).toBe(404); // a GET never writes, as for any link
    expect(await storedSettings(m.id)).toBeUndefined();
  });
});
