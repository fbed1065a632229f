/**
 * Families over HTTP on the local stack: a member invites a person, who signs up from the mailed
 * link and then sees and does everything the family's one login did; at most four people; removal
 * and leaving end the person's sessions at once; a member never changes or deletes another's login.
 */
import { describe, expect, it } from 'vitest';
import { FAMILY_MAX_MEMBERS } from '#shared/domain/family.js';
import { dataRightsTexts } from '#shared/domain/dataRights.js';
import { familyTexts } from '#shared/texts.js';
import {
  call, candidateBody, mailsTo, newEligibleMember, newMember, propose, proposalList, scanTable, signIn, deleteFamily } from './helpers.js';
import { invite, invitee, joinedMember } from './familyHelpers.js';

const TAG = `fam${Math.random().toString(36).slice(2, 10)}`;

describe('an invited member is part of the family', () => {
  it("sees and acts on the family's candidate profile, proposals and saved list", async () => {
    const mother = await newEligibleMember(candidateBody({ city: TAG }));
    const other = await newEligibleMember(candidateBody({ city: TAG, gender: 'Female' }));
    const saved = await call('saveUserSavedProfile', { token: mother.token, body: { userProfileId: mother.id, candidateId: other.candidateId } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await propose(mother, other.candidateId)).status).toBe(200);

    const father = { ...(await joinedMember(mother, invitee('Father'))), candidateId: mother.candidateId };
    const session = await call('getSession', { token: father.token });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ id: mother.id, candidateId: mother.candidateId, firstName: 'Ravi' });
    const profile = await call('getCandidateProfile', { token: father.token, params: { candidateId: mother.candidateId } });
    expect(profile.status).toBe(200);
    expect((await proposalList('sent', father)).map((p) => p.toCandidateId)).toEqual([other.candidateId]);
    const list = await call('getUserSavedProfileList', { token: father.token, params: { userId: mother.id } });
    expect(list.body.items.map((s: { candidateId: string }) => s.candidateId)).toEqual([other.candidateId]);
    // What he does is the family's: the mother sees his edit.
    const edited = await call('updateCandidateProfile', { token: father.token, params: { candidateId: mother.candidateId }, body: candidateBody({ city: TAG, firstName: 'Arjun' }) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await call('getCandidateProfile', { token: mother.token, params: { candidateId: mother.candidateId } })).body.firstName).toBe('Arjun');

    const family = await call('getFamilyMembers', { token: father.token });
    expect(family.status).toBe(200);
    expect(family.body.members).toMatchObject([
      { id: mother.id, email: mother.email, founder: true, you: false },
      { id: father.sub, email: father.email, relation: 'Father', founder: false, you: true },
    ]);
    expect(family.body.invitations).toEqual([]);
    // His own user profile is his, not the founder's.
    const own = await call('getUserProfile', { token: father.token, params: { userProfileId: mother.id } });
    expect(own.body).toMatchObject({ id: mother.id, userEmail: father.email, firstName: 'Ravi' });
  });

  it('refuses a fifth person, counting pending invitations, and a second invitation of one address', async () => {
    const founder = await newMember();
    const sent = [];
    for (let i = 1; i < FAMILY_MAX_MEMBERS; i++) {
      const res = await invite(founder, invitee(i === 1 ? 'Mother' : 'Brother', `Name${i}`));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      sent.push(res.body.invitation.id as string);
    }
    const fifth = await invite(founder, invitee('Sister'));
    expect(fifth.status).toBe(409);
    expect(fifth.body.message).toBe(familyTexts.tooMany(FAMILY_MAX_MEMBERS));
    const again = await invite(founder, { ...invitee('Mother'), email: (await call('getFamilyMembers', { token: founder.token })).body.invitations[0].email });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual([familyTexts.alreadyMember]);
    expect((await call('withdrawFamilyInvitation', { token: founder.token, params: { invitationId: sent[0]! } })).status).toBe(200);
    expect((await invite(founder, invitee('Sister'))).status).toBe(200);
    expect((await call('getFamilyMembers', { token: founder.token })).body.invitations).toHaveLength(FAMILY_MAX_MEMBERS - 1);
  });

  it('never lets invitations sent at the same moment pass the limit', async () => {
    const founder = await newMember();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => invite(founder, invitee('Relative', `Name${i}`))));
    for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    const pending = (await call('getFamilyMembers', { token: founder.token })).body.invitations as unknown[];
    expect(pending.length).toBe(answers.filter((a) => a.status === 200).length);
    expect(pending.length).toBeLessThanOrEqual(FAMILY_MAX_MEMBERS - 1);
    expect(pending.length).toBeGreaterThanOrEqual(1);
  });

  it('answers bad input with field messages and writes nothing', async () => {
    const founder = await newMember();
    const bad = await call('inviteFamilyMember', { token: founder.token, body: { firstName: '', lastName: 'P', relation: 'Cousin', email: 'not-an-address' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'firstName', 'relation']);
    expect((await call('getFamilyMembers', { token: founder.token })).body.invitations).toEqual([]);
  });
});

describe('removing and leaving', () => {
  it("a removed member's old token gets 401 on every route, and they are mailed", async () => {
    const founder = await newMember();
    const father = await joinedMember(founder, invitee('Father'));
    const removed = await call('removeFamilyMember', { token: founder.token, params: { memberId: father.sub } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await call('getSession', { token: father.token })).status).toBe(401);
    expect((await call('getFamilyMembers', { token: father.token })).status).toBe(401);
    expect((await call('getUserSavedProfileList', { token: father.token, params: { userId: founder.id } })).status).toBe(401);
    expect((await mailsTo(father.email)).map((m) => m.subject)).toContain('You were removed from your family on rishta');
    // A new sign-in gets nothing either: the login is gone with the removal.
    await expect(signIn(father.email, 'secret456')).rejects.toThrow();
    expect((await call('getFamilyMembers', { token: founder.token })).body.members).toHaveLength(1);
    expect((await call('getSession', { token: founder.token })).status).toBe(200);
  });

  it('a member leaves; the last member cannot', async () => {
    const founder = await newMember();
    const alone = await call('leaveFamily', { token: founder.token });
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe(familyTexts.lastMember);
    const sister = await joinedMember(founder, invitee('Sister', 'Priya'));
    expect((await call('leaveFamily', { token: sister.token })).status).toBe(200);
    expect((await call('getSession', { token: sister.token })).status).toBe(401);
    expect((await call('getSession', { token: founder.token })).status).toBe(200);
    expect((await call('leaveFamily', { token: founder.token })).body.message).toBe(familyTexts.lastMember);
  });
});

describe("Delete My Account deletes the family", () => {
  it("takes every member's login, member item, address claim and the pending invitations with it", async () => {
    const founder = await newMember();
    const father = await joinedMember(founder, invitee('Father'));
    const pending = invitee('Sister', 'Priya');
    expect((await invite(founder, pending)).status).toBe(200);
    const deleted = await deleteFamily(founder);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await call('getSession', { token: father.token })).status).toBe(401);
    await expect(signIn(father.email, 'secret456')).rejects.toThrow();
    const left = JSON.stringify(await scanTable()).toLowerCase();
    expect(left).not.toContain(father.email.toLowerCase());
    expect(left).not.toContain(pending.email.toLowerCase());
    expect(left).not.toContain(`member#${father.sub}`);
  });
});

describe("a member never changes or deletes another person's login", () => {
  it("disabling is refused, and deletion asks for the member's own address; Change E-mail, password and profile changes are the member's own", async () => {
    const founder = await newMember();
    const father = await joinedMember(founder, invitee('Father'));
    const id = { userProfileId: founder.id };
    // Change E-mail acts on the member's own address (familyEmailChange.test.ts), never the founder's.
    const email = await call('requestEmailChange', { token: father.token, params: id, body: { newEmail: `x.${father.email}` } });
    expect(email.status).toBe(200);
    expect(email.body.newEmail).toBe(`x.${father.email}`);
    expect((await call('disableUserProfile', { token: father.token, params: id })).status).toBe(403);
    const deleted = await call('deleteMyAccount', { token: father.token, params: id, body: { userEmail: founder.email } });
    expect(deleted.status).toBe(422);
    expect(deleted.body.errors.userEmail).toEqual([dataRightsTexts.emailMismatch]);

    const changed = await call('updateUserProfile', {
      token: father.token, params: id, body: { firstName: 'Ravindra', lastName: 'Patel', userPhoneCountryCode: '+1', userPhoneNumber: '4165550999' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ firstName: 'Ravindra', userEmail: father.email });
    const password = await call('changeUserPassword', { token: father.token, params: id, body: { currentPassword: 'secret456', userPass: 'secret789' } });
    expect(password.status, JSON.stringify(password.body)).toBe(200);
    // The founder's login, name and session are untouched.
    const session = await call('getSession', { token: founder.token });
    expect(session.status).toBe(200);
    expect(session.body.firstName).toBe('Asha');
    expect((await call('getUserProfile', { token: founder.token, params: id })).body).toMatchObject({ firstName: 'Asha', userEmail: founder.email });
    await signIn(founder.email, founder.password);
    expect((await call('getSession', { token: (await signIn(father.email, 'secret789')).accessToken })).status).toBe(200);
  });
});
