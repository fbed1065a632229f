/**
 * Change E-mail by a member who joined by invitation: it acts on that person alone (their sign-in,
 * their member item, their address claim), with the founder's answers and code limits, and the
 * founder's login and address stay as they were.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { emailChangeTexts } from '#shared/texts.js';
import { emailChangeKeys } from '#functions/members/entities/emailChanges.js';
import { call, codeMailedAMinuteAgo, db, mailsTo, newMember, signIn, uniqueEmail, type Member } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';

const requestChange = (m: Member, newEmail: string) => call('requestEmailChange', { token: m.token, params: { userProfileId: m.id }, body: { newEmail } });
const confirmChange = (m: Member, code: string) => call('confirmEmailChange', { token: m.token, params: { userProfileId: m.id }, body: { code } });
const item = async (key: { pk: string; sk: string }) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: key, ConsistentRead: true }))).Item;
const claim = (address: string) => item({ pk: `EMAIL#${address.toLowerCase()}`, sk: 'EMAIL' });

async function changeCodeFor(address: string): Promise<string> {
  const mail = (await mailsTo(address)).filter((x) => x.subject === emailChangeTexts.codeMailSubject).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no change code mailed to ${address}`);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe("an invited member's Change E-mail", () => {
  it("moves their own sign-in, member item and claim; the founder's login and address are untouched", async () => {
    const founder = await newMember();
    const father = await joinedMember(founder, invitee('Father'));
    const next = uniqueEmail('father.moved');

    const started = await requestChange(father, next);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toEqual({ message: emailChangeTexts.codeSent(next), newEmail: next });
    const code = await changeCodeFor(next);
    // The person's own change, in the family's partition; the founder has none.
    expect(await item(emailChangeKeys.change(founder.id, father.sub))).toMatchObject({ newEmail: next, previousEmail: father.email });
    expect(await item(emailChangeKeys.change(founder.id))).toBeUndefined();

    const refusedWrong = await confirmChange(father, wrong(code));
    expect(refusedWrong.status).toBe(422);
    expect(refusedWrong.body.errors).toEqual({ code: [emailChangeTexts.codeWrong] });
    const done = await confirmChange(father, code);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ message: emailChangeTexts.changed(next), userEmail: next });
    // A repeat of the same confirm answers alike.
    expect((await confirmChange(father, code)).body).toEqual(done.body);

    // The member signs in with the new address only.
    const token = (await signIn(next, father.password)).accessToken;
    const session = await call('getSession', { token });
    expect(session.status).toBe(200);
    expect(session.body.id).toBe(founder.id);
    expect((await call('getUserProfile', { token, params: { userProfileId: founder.id } })).body.userEmail).toBe(next);
    await expect(signIn(father.email, father.password)).rejects.toThrow();
    expect((await claim(next))?.userId).toBe(father.sub);
    expect(await claim(father.email)).toBeUndefined();
    expect((await mailsTo(father.email)).map((m) => m.subject)).toContain(emailChangeTexts.noticeMailSubject);

    // The founder: same login, same address, same claim, nothing mailed about a change.
    expect((await call('getSession', { token: (await signIn(founder.email, founder.password)).accessToken })).status).toBe(200);
    expect((await call('getUserProfile', { token: founder.token, params: { userProfileId: founder.id } })).body.userEmail).toBe(founder.email);
    expect((await claim(founder.email))?.userId).toBe(founder.id);
    expect((await mailsTo(founder.email)).map((m) => m.subject)).not.toContain(emailChangeTexts.noticeMailSubject);
    const members = (await call('getFamilyMembers', { token: founder.token })).body.members as { id: string; email: string }[];
    expect(members).toEqual([expect.objectContaining({ id: founder.id, email: founder.email }), expect.objectContaining({ id: father.sub, email: next })]);

    // Removed, the person's change goes with their address.
    expect((await call('removeFamilyMember', { token: founder.token, params: { memberId: father.sub } })).status).toBe(200);
    expect(await item(emailChangeKeys.change(founder.id, father.sub))).toBeUndefined();
    expect(await claim(next)).toBeUndefined();
  });

  it("an address someone holds (the founder's own) is answered alike and gets a notice, no code; the limits are the address's", async () => {
    const founder = await newMember();
    const father = await joinedMember(founder, invitee('Father'));
    const held = await requestChange(father, founder.email);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body).toEqual({ message: emailChangeTexts.codeSent(founder.email), newEmail: founder.email });
    expect((await mailsTo(founder.email)).map((m) => m.subject)).toContain(emailChangeTexts.takenMailSubject);
    const guessed = await confirmChange(father, '123456');
    expect(guessed.status).toBe(422);
    expect((await claim(founder.email))?.userId).toBe(founder.id);

    const same = await requestChange(father, father.email);
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ newEmail: [emailChangeTexts.sameAddress] });
    // One code a minute to an address, whoever asks.
    const next = uniqueEmail('father.next');
    expect((await requestChange(father, next)).status).toBe(200);
    const again = await requestChange(father, next);
    expect(again.status).toBe(429);
    await codeMailedAMinuteAgo(next, 'emailChange');
    expect((await requestChange(father, next)).status).toBe(200);
  });
});
