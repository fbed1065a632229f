/**
 * 'Changing the address (with its confirmation) clears the mark'. Change E-mail
 * mails a code to the new address; the code moves the account there: the sign-in alias, the user
 * record, the address claim (the old one released last). A family whose address bounced sees the
 * banner's flag go, since the session reads the new address (the old one stays marked).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { emailChangeTexts, texts } from '#shared/texts.js';
import { emailClaimKeys } from '#functions/members/entities/emailClaims.js';
import { emailChangeKeys } from '#functions/members/entities/emailChanges.js';
import { undeliverableKeys } from '#functions/lib/undeliverable.js';
import { call, codeMailedAMinuteAgo, db, flaggedUndeliverable, mailsTo, memberAt, newMember, sessionOf, signIn, simulatorAddress, uniqueEmail, type Member } from './helpers.js';

const requestChange = (m: Member, newEmail: string) => call('requestEmailChange', { token: m.token, params: { userProfileId: m.id }, body: { newEmail } });
const confirmChange = (m: Member, code: string) => call('confirmEmailChange', { token: m.token, params: { userProfileId: m.id }, body: { code } });
const item = async (key: { pk: string; sk: string }) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key, ConsistentRead: true }))).Item;

/** The code in the newest Change E-mail mail to the address. */
async function changeCodeFor(address: string): Promise<string> {
  const mail = (await mailsTo(address)).filter((x) => x.subject === emailChangeTexts.codeMailSubject).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no change code mailed to ${address}`);
  return code;
}
/** Another six digits than the right code. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const canSignIn = (email: string, password = 'secret123') => signIn(email, password).then(() => true, () => false);

describe('Change E-mail', () => {
  it('a family whose address bounced changes it with the code mailed to the new one: the flag goes, sign-in moves, the old claim is released', async () => {
    const m = await memberAt(simulatorAddress('bounce'));
    await flaggedUndeliverable(m);
    const next = uniqueEmail('moved');

    const started = await requestChange(m, next.toUpperCase());
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({ message: emailChangeTexts.codeSent(next), newEmail: next });
    const code = await changeCodeFor(next);
    // Only a digest of the code is kept.
    expect(JSON.stringify(await item(emailChangeKeys.change(m.id)))).not.toContain(code);

    const refusedWrong = await confirmChange(m, wrong(code));
    expect(refusedWrong.status).toBe(422);
    expect(refusedWrong.body.errors).toEqual({ code: [emailChangeTexts.codeWrong] });

    // The code's hour has passed (the stored expiry moved back, as a clock moved on would see it).
    await db().send(new UpdateCommand({
      TableName: process.env.TABLE_NAME, Key: emailChangeKeys.change(m.id),
      UpdateExpression: 'SET expiresAt = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }));
    const expired = await confirmChange(m, code);
    expect(expired.status).toBe(422);
    expect(expired.body.errors).toEqual({ code: [emailChangeTexts.codeExpired] });
    expect((await call('getUserProfile', { token: m.token, params: { userProfileId: m.id } })).body.userEmail).toBe(m.email);

    // A new code (a minute on: one code a minute to an address), entered right.
    await codeMailedAMinuteAgo(next, 'emailChange');
    expect((await requestChange(m, next)).status).toBe(200);
    const fresh = await changeCodeFor(next);
    const done = await confirmChange(m, fresh);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ message: emailChangeTexts.changed(next), userEmail: next });

    expect(await sessionOf(m)).not.toHaveProperty('undeliverableEmail');
    expect((await call('getUserProfile', { token: m.token, params: { userProfileId: m.id } })).body.userEmail).toBe(next);
    expect(await canSignIn(next)).toBe(true);
    expect(await canSignIn(m.email)).toBe(false);
    // The new address is the account's; the old one is free (its claim is gone) but still marked undeliverable.
    expect(await item(emailClaimKeys.email(next))).toMatchObject({ userId: m.id });
    expect(await item(emailClaimKeys.email(m.email))).toBeUndefined();
    expect(await item(undeliverableKeys.address(m.email))).toMatchObject({ reason: 'bounce' });
    // The finished change keeps no old address.
    expect(await item(emailChangeKeys.change(m.id))).not.toHaveProperty('previousEmail');
    // Another family can sign up with the old address now (a minute after its last sign-up code).
    await codeMailedAMinuteAgo(m.email);
    await memberAt(m.email);
  });

  it('the old address is told of the change, once, even when the confirm is repeated', async () => {
    const m = await newMember();
    const next = uniqueEmail('moved');
    expect((await requestChange(m, next)).status).toBe(200);
    const code = await changeCodeFor(next);
    expect((await confirmChange(m, code)).status).toBe(200);
    // A double click after the answer: the same answer, nothing more.
    const again = await confirmChange(m, code);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const notices = (await mailsTo(m.email)).filter((x) => x.subject === emailChangeTexts.noticeMailSubject);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`Your rishta address was changed to ${next}`);
    // The code mail went to the new address only.
    expect((await mailsTo(m.email)).map((x) => x.subject)).not.toContain(emailChangeTexts.codeMailSubject);
  });

  it("answers an address another account holds as a free one, mailing no code to it; refuses a malformed one and its own, writing nothing", async () => {
    const [m, other] = await Promise.all([newMember(), newMember()]);
    const taken = await requestChange(m, other.email);
    expect(taken).toEqual({ status: 200, body: { message: emailChangeTexts.codeSent(other.email), newEmail: other.email } });
    expect((await mailsTo(other.email)).map((x) => x.subject)).not.toContain(emailChangeTexts.codeMailSubject);
    expect((await confirmChange(m, '123456')).body.errors).toEqual({ code: [emailChangeTexts.codeWrong] });
    expect(await item(emailClaimKeys.email(other.email))).toMatchObject({ userId: other.id });

    const n = await newMember();
    const bad = await requestChange(n, 'not an address');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ newEmail: [texts.emailInvalid] });
    const same = await requestChange(n, n.email);
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ newEmail: [emailChangeTexts.sameAddress] });
    expect(await item(emailChangeKeys.change(n.id))).toBeUndefined();
    // Nothing waits: a code is refused.
    expect((await confirmChange(n, '123456')).body.errors).toEqual({ code: [emailChangeTexts.nothingWaiting] });
  });

  it('an address taken meanwhile (after the code was mailed) is refused at confirm with a 409; the account keeps its address', async () => {
    const m = await newMember();
    const next = uniqueEmail('contested');
    expect((await requestChange(m, next)).status).toBe(200);
    const code = await changeCodeFor(next);
    await memberAt(next);
    const res = await confirmChange(m, code);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ code: [texts.emailTaken] });
    expect(await canSignIn(m.email)).toBe(true);
    expect(await item(emailClaimKeys.email(m.email))).toMatchObject({ userId: m.id });
  });

  it('five wrong codes use the code up', async () => {
    const m = await newMember();
    const next = uniqueEmail('guessed');
    expect((await requestChange(m, next)).status).toBe(200);
    const code = await changeCodeFor(next);
    for (let i = 0; i < 5; i++) expect((await confirmChange(m, wrong(code))).body.errors).toEqual({ code: [emailChangeTexts.codeWrong] });
    expect((await confirmChange(m, code)).body.errors).toEqual({ code: [emailChangeTexts.codeTooManyTries] });
  });

  it('two confirms at once end in one consistent state', async () => {
    const m = await newMember();
    const next = uniqueEmail('twice');
    expect((await requestChange(m, next)).status).toBe(200);
    const code = await changeCodeFor(next);
    const answers = await Promise.all([confirmChange(m, code), confirmChange(m, code)]);
    expect(answers.map((a) => a.status)).toContain(200);
    for (const a of answers) expect([200, 422]).toContain(a.status);
    expect((await call('getUserProfile', { token: m.token, params: { userProfileId: m.id } })).body.userEmail).toBe(next);
    expect(await canSignIn(next)).toBe(true);
    expect(await canSignIn(m.email)).toBe(false);
    expect(await item(emailClaimKeys.email(next))).toMatchObject({ userId: m.id });
    expect(await item(emailClaimKeys.email(m.email))).toBeUndefined();
    expect((await mailsTo(m.email)).filter((x) => x.subject === emailChangeTexts.noticeMailSubject)).toHaveLength(1);
  });

  it('another member cannot change this account\'s address', async () => {
    const [m, other] = await Promise.all([newMember(), newMember()]);
    const res = await call('requestEmailChange', { token: other.token, params: { userProfileId: m.id }, body: { newEmail: uniqueEmail('x') } });
    expect(res.status).toBe(403);
  });
});
