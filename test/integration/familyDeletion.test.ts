/**
 * The family's end and its contact person: any member deletes the family after typing the
 * candidate's first name, which removes every member's login and frees every address (a new
 * sign-up with each works afterwards) and mails every member; the last member cannot leave, not
 * even when two leave at the same moment; when the contact person leaves or is removed, the member
 * who has been in the family longest becomes it, and the account carries their name and address
 * (and disabling the family is theirs).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dataRightsTexts } from '#shared/domain/dataRights.js';
import { familyTexts } from '#shared/texts.js';
import { call, codeMailedAMinuteAgo, db, mailsTo, memberAt, newEligibleMember, newMember, scanTable, signIn, type Member } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';

const DELETED = "Your family's rishta account is deleted";
const account = async (familyId: string) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `USER#${familyId}`, sk: 'PROFILE' }, ConsistentRead: true }))).Item;
const contactOf = async (m: Member) => {
  const res = await call('getFamilyMembers', { token: m.token });
  expect(res.status).toBe(200);
  return (res.body.members as { id: string; firstName: string; contact: boolean }[]).filter((x) => x.contact);
};

describe('deleting the family', () => {
  it("any member deletes it by typing the candidate's first name; every member is mailed and every address is free again", async () => {
    const mother = await newEligibleMember({ firstName: 'Kavya' });
    const father = await joinedMember(mother, invitee('Father', 'Ravi'));

    // The first name is asked, not an address; a wrong one changes nothing.
    const wrong = await call('deleteMyAccount', { token: father.token, params: { userProfileId: mother.id }, body: { candidateFirstName: 'Kavita' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.candidateFirstName).toEqual([dataRightsTexts.nameMismatch]);
    expect((await call('getSession', { token: mother.token })).status).toBe(200);

    const deleted = await call('deleteMyAccount', { token: father.token, params: { userProfileId: mother.id }, body: { candidateFirstName: ' kavya ' } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const m of [mother, father]) {
      expect((await call('getSession', { token: m.token })).status).toBe(401);
      await expect(signIn(m.email, m.password)).rejects.toThrow();
      expect((await mailsTo(m.email)).filter((x) => x.subject === DELETED)).toHaveLength(1);
    }
    const left = JSON.stringify(await scanTable()).toLowerCase();
    for (const m of [mother, father]) expect(left).not.toContain(m.email.toLowerCase());
    expect(left).not.toContain(`user#${mother.id}`);

    // Each address signs up anew, a family of its own.
    for (const m of [mother, father]) {
      await codeMailedAMinuteAgo(m.email);
      const again = await memberAt(m.email);
      expect(again.id).not.toBe(mother.id);
      expect((await call('getSession', { token: again.token })).status).toBe(200);
    }
  });

  it('a family with no candidate profile yet types the address the member signs in with', async () => {
    const founder = await newMember();
    const sister = await joinedMember(founder, invitee('Sister', 'Priya'));
    const asked = await call('deleteMyAccount', { token: sister.token, params: { userProfileId: founder.id }, body: {} });
    expect(asked.status).toBe(422);
    expect(asked.body.errors.userEmail).toEqual([dataRightsTexts.emailMissing]);
    expect((await call('deleteMyAccount', { token: sister.token, params: { userProfileId: founder.id }, body: { userEmail: sister.email } })).status).toBe(200);
    expect((await mailsTo(founder.email)).map((x) => x.subject)).toContain(DELETED);
  });
});

describe('the last member and the contact person', () => {
  it('of two members leaving at the same moment, one stays', async () => {
    const founder = await newMember();
    const father = await joinedMember(founder, invitee('Father', 'Ravi'));
    const answers = await Promise.all([call('leaveFamily', { token: founder.token }), call('leaveFamily', { token: father.token })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect([familyTexts.lastMember, familyTexts.leaveBusy]).toContain(refused.body.message);
    const stayed = answers[0]!.status === 409 ? founder : father;
    expect((await call('getSession', { token: stayed.token })).status).toBe(200);
    expect((await call('leaveFamily', { token: stayed.token })).body.message).toBe(familyTexts.lastMember);
  });

  it('the founder leaves: the longest-standing member becomes the contact person; then they are removed, and the next one is', async () => {
    const founder = await newEligibleMember();
    expect((await contactOf(founder)).map((m) => m.id)).toEqual([founder.id]);
    const father = await joinedMember(founder, invitee('Father', 'Ravi'));
    const sister = await joinedMember(founder, invitee('Sister', 'Priya'));

    expect((await call('leaveFamily', { token: founder.token })).status).toBe(200);
    expect((await contactOf(sister)).map((m) => m.id)).toEqual([father.sub]);
    expect(await account(founder.id)).toMatchObject({ contactMemberId: father.sub, userEmail: father.email, firstName: 'Ravi', status: 'active' });
    // The family goes on: its profile is still there for the others.
    expect((await call('getSession', { token: father.token })).status).toBe(200);
    expect((await call('getSession', { token: founder.token })).status).toBe(401);

    // Disabling the family is the contact person's now, not any member's.
    expect((await call('disableUserProfile', { token: sister.token, params: { userProfileId: founder.id } })).status).toBe(403);
    expect((await call('removeFamilyMember', { token: sister.token, params: { memberId: father.sub } })).status).toBe(200);
    expect((await contactOf(sister)).map((m) => m.id)).toEqual([sister.sub]);
    expect(await account(founder.id)).toMatchObject({ contactMemberId: sister.sub, userEmail: sister.email });
    // The founder's address is free again.
    await codeMailedAMinuteAgo(founder.email);
    expect((await call('getSession', { token: (await memberAt(founder.email)).token })).status).toBe(200);
    // The contact person disables the family, though its founder's login is gone: everyone is signed out.
    const disabled = await call('disableUserProfile', { token: sister.token, params: { userProfileId: founder.id } });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect((await account(founder.id))?.status).toBe('disabled');
  });
});
