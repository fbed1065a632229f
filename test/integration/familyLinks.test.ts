/**
 * Invitation links: what the link's page reads, and the sign-up it starts. A withdrawn, used or
 * expired link is refused and says so; a link makes one member however many requests use it at
 * once; an address with an account is answered as any other, and only its owner hears of it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { familyTexts, texts } from '#shared/texts.js';
import { call, db, mailsTo, newMember, newSignupSecret, signupCodeFor } from './helpers.js';
import { invitationLink, invite, invitee, joinWith, signupForm } from './familyHelpers.js';

const readLink = (invitationToken: string) => call('getFamilyInvitation', { params: { invitationToken } });

describe('the invitation link', () => {
  it('names the family and the invitee while pending; withdrawn, used and expired links say so and sign nobody up', async () => {
    const founder = await newMember();
    const father = invitee('Father');
    const invited = await invite(founder, father);
    const token = await invitationLink(father.email);
    expect((await readLink(token)).body).toEqual({
      state: 'pending', familyFirstName: 'Asha', firstName: 'Ravi', lastName: 'Patel', email: father.email, relation: 'Father',
    });

    expect((await call('withdrawFamilyInvitation', { token: founder.token, params: { invitationId: invited.body.invitation.id } })).status).toBe(200);
    expect((await readLink(token)).body).toEqual({ state: 'withdrawn' });
    const refused = await call('startInvitedSignup', { body: signupForm(token) });
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe(familyTexts.linkStates.withdrawn);

    const mother = invitee('Mother', 'Meera');
    const second = await invite(founder, mother);
    const motherToken = await invitationLink(mother.email);
    await db().send(new UpdateCommand({
      TableName: process.env.TABLE_NAME, Key: { pk: `INVITE#${second.body.invitation.id}`, sk: 'INVITE' },
      UpdateExpression: 'SET expiresAt = :past', ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
    }));
    expect((await readLink(motherToken)).body).toEqual({ state: 'expired' });
    expect((await call('startInvitedSignup', { body: signupForm(motherToken) })).body.message).toBe(familyTexts.linkStates.expired);
    expect((await call('getFamilyMembers', { token: founder.token })).body.invitations).toEqual([]);

    const brother = invitee('Brother', 'Dev');
    await invite(founder, brother);
    const brotherToken = await invitationLink(brother.email);
    expect((await joinWith(signupForm(brotherToken), brother.email)).status).toBe(200);
    expect((await readLink(brotherToken)).body).toEqual({ state: 'used' });
    const twice = await call('startInvitedSignup', { body: signupForm(brotherToken) });
    expect(twice.status).toBe(410);
    expect(twice.body.message).toBe(familyTexts.linkStates.used);
    expect((await readLink('x'.repeat(43))).body).toEqual({ state: 'expired' });
    expect((await readLink('bad')).status).toBe(422);
  });

  it('makes one member when the same link is confirmed by several requests at once', async () => {
    const founder = await newMember();
    const father = invitee('Father');
    await invite(founder, father);
    const token = await invitationLink(father.email);
    const form = signupForm(token);
    // A second browser with the same link at the same moment: the address is held by one sign-up.
    const [first, other] = await Promise.all([
      call('startInvitedSignup', { body: form }),
      call('startInvitedSignup', { body: signupForm(token, newSignupSecret()) }),
    ]);
    expect([first.status, other.status]).toEqual([200, 200]);
    const code = await signupCodeFor(father.email);
    const confirms = await Promise.all([
      ...[1, 2, 3].map(() => call('confirmInvitedSignup', { body: { signupSecret: form.signupSecret, invitationToken: token, code } })),
      call('confirmInvitedSignup', { body: { signupSecret: newSignupSecret(), invitationToken: token, code } }),
    ]);
    // The twin requests of the one browser all finish the same sign-up; another browser gets a wrong code.
    expect(confirms.map((c) => c.status)).toEqual([200, 200, 200, 422]);
    expect(confirms[3]!.body.errors.code).toEqual([texts.signupCodeWrong]);
    const members = (await call('getFamilyMembers', { token: founder.token })).body.members as { email: string }[];
    expect(members.map((m) => m.email)).toEqual([founder.email, father.email]);
    expect((await call('startInvitedSignup', { body: signupForm(token) })).status).toBe(410);
  });

  it('an address that has an account is answered as a new one; its owner gets a notice, not a link', async () => {
    const founder = await newMember();
    const someone = await newMember();
    const asNew = await invite(founder, { ...invitee('Relative'), email: someone.email });
    expect(asNew.status).toBe(200);
    expect(asNew.body.message).toBe(familyTexts.invited(someone.email));
    const subjects = (await mailsTo(someone.email)).map((m) => m.subject);
    expect(subjects).toContain('Someone invited your e-mail to a family on rishta');
    expect(subjects.filter((s) => /invites you/.test(s))).toEqual([]);
    expect((await call('getFamilyMembers', { token: founder.token })).body.invitations).toHaveLength(1);
  });

  it('an address invited, withdrawn and invited again within the hour: refused in words that say why', async () => {
    const founder = await newMember();
    const brother = invitee('Brother', 'Arjun');
    const first = await invite(founder, brother);
    expect((await call('withdrawFamilyInvitation', { token: founder.token, params: { invitationId: first.body.invitation.id } })).status).toBe(200);
    const again = await call('inviteFamilyMember', { token: founder.token, body: brother });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(familyTexts.inviteCooldown);
    expect((await call('getFamilyMembers', { token: founder.token })).body.invitations).toEqual([]);
  });

  it('sends again once an hour, with a new link that replaces the old one', async () => {
    const founder = await newMember();
    const mother = invitee('Mother', 'Meera');
    const first = await invite(founder, mother);
    const oldToken = await invitationLink(mother.email);
    // The invitation itself was the hour's mail.
    const soon = await call('resendFamilyInvitation', { token: founder.token, params: { invitationId: first.body.invitation.id } });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe(familyTexts.sendAgainCooldown);
    await db().send(new UpdateCommand({
      TableName: process.env.TABLE_NAME, Key: { pk: `COOLDOWN#familyInvitation#${await cooldownKey(founder.id, mother.email)}`, sk: 'COOLDOWN' },
      UpdateExpression: 'SET #until = :past', ExpressionAttributeNames: { '#until': 'until' }, ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
    }));
    const again = await call('resendFamilyInvitation', { token: founder.token, params: { invitationId: first.body.invitation.id } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const newToken = await invitationLink(mother.email);
    expect(newToken).not.toBe(oldToken);
    expect((await readLink(oldToken)).body.state).toBe('withdrawn');
    expect((await readLink(newToken)).body.state).toBe('pending');
    const pending = (await call('getFamilyMembers', { token: founder.token })).body.invitations as { id: string }[];
    expect(pending.map((i) => i.id)).toEqual([again.body.invitation.id]);
  });
});

async function cooldownKey(familyId: string, email: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(`family-invitation\n${familyId}\n${email.toLowerCase()}`).digest('hex');
}
