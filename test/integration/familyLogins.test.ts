/**
 * What happens to every login of a family when the family is disabled or enabled, when a member is
 * removed (their address can be invited again), and when an invited member changes their address.
 */
import { describe, expect, it } from 'vitest';
import { call, newMember, signIn } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';

describe('disabling the family stops every member, enabling restores them', () => {
  it("an invited member's token gets 401 and they cannot sign in while disabled; after enable they can", async () => {
    const founder = await newMember();
    const father = await joinedMember(founder, invitee('Father'));
    expect((await call('getSession', { token: father.token })).status).toBe(200);

    const disabled = await call('disableUserProfile', { token: founder.token, params: { userProfileId: founder.id } });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect((await call('getSession', { token: father.token })).status).toBe(401);
    expect((await call('getFamilyMembers', { token: father.token })).status).toBe(401);
    await expect(signIn(father.email, father.password)).rejects.toThrow();
    await expect(signIn(founder.email, founder.password)).rejects.toThrow();

    const { enableAccount } = await import('#functions/account/accountStatus.js');
    // The volunteers may name the family by any member's address.
    expect((await enableAccount(father.email)).userId).toBe(founder.id);
    const token = (await signIn(father.email, father.password)).accessToken;
    const session = await call('getSession', { token });
    expect(session.status).toBe(200);
    expect(session.body.id).toBe(founder.id);
    expect((await call('getSession', { token: (await signIn(founder.email, founder.password)).accessToken })).status).toBe(200);
  });
});
