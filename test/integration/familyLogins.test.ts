/**
 * What happens to every login of a family when the family is disabled or enabled, when a member is
 * removed (their address can be invited again), and when an invited member changes their address.
 */
import { describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { call, codeMailedAMinuteAgo, db, newMember, signIn } from './helpers.js';
import { invitee, joinedMember } from './familyHelpers.js';

const item = async (pk: string, sk: string) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }))).Item;

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

describe("a removed member's address is theirs again", () => {
  it('removed, the same address is invited again and joins again; the old item stays removed without the address', async () => {
    const founder = await newMember();
    const who = invitee('Father');
    const father = await joinedMember(founder, who);
    expect((await call('removeFamilyMember', { token: founder.token, params: { memberId: father.sub } })).status).toBe(200);
    await expect(signIn(father.email, father.password)).rejects.toThrow();
    const old = await item(`MEMBER#${father.sub}`, 'MEMBER');
    expect(old).toMatchObject({ status: 'removed', familyId: founder.id, firstName: 'Ravi', relation: 'Father' });
    expect(old).not.toHaveProperty('email');
    expect(await item(`EMAIL#${who.email.toLowerCase()}`, 'EMAIL')).toBeUndefined();
    // Removing again changes nothing and answers as before.
    expect((await call('removeFamilyMember', { token: founder.token, params: { memberId: father.sub } })).status).toBe(404);

    await codeMailedAMinuteAgo(who.email); // sign-up codes go one a minute per address
    const again = await joinedMember(founder, who);
    expect(again.sub).not.toBe(father.sub);
    expect((await call('getSession', { token: again.token })).body.id).toBe(founder.id);
    const members = (await call('getFamilyMembers', { token: founder.token })).body.members as { id: string; email: string }[];
    expect(members.map((m) => m.id)).toEqual([founder.id, again.sub]);
    expect(members[1]!.email).toBe(who.email);
    expect((await call('getSession', { token: father.token })).status).toBe(401);
  });

  it('one who left can be invited again and join again', async () => {
    const founder = await newMember();
    const who = invitee('Sister', 'Priya');
    const sister = await joinedMember(founder, who);
    expect((await call('leaveFamily', { token: sister.token })).status).toBe(200);
    await expect(signIn(sister.email, sister.password)).rejects.toThrow();
    expect(await item(`MEMBER#${sister.sub}`, 'MEMBER')).not.toHaveProperty('email');
    await codeMailedAMinuteAgo(who.email);
    const again = await joinedMember(founder, who);
    expect((await call('getSession', { token: again.token })).status).toBe(200);
  });
});

describe("the volunteers' delete-account command and a member's address", () => {
  it("refuses an invited member's address while the family has not asked to be deleted, and leaves their claim", async () => {
    const founder = await newMember();
    const father = await joinedMember(founder, invitee('Father'));
    const { finishDeletion } = await import('#functions/account/accountDeletion.js');
    await expect(finishDeletion(father.email)).rejects.toMatchObject({ status: 409 });
    expect((await item(`EMAIL#${father.email.toLowerCase()}`, 'EMAIL'))?.userId).toBe(father.sub);
    expect((await call('getSession', { token: father.token })).status).toBe(200);
  });
});
