/**
 * Bounces and complaints, end to end on the local stack: the SES emulator's sends to the simulator
 * addresses (infra/local/mailSimulator.ts) come back as SES's bounce and complaint events, through
 * the handler the stack's EventBridge rule invokes (functions/triggers/mailFeedback.ts). A hard
 * bounce or a complaint marks the address: no mail goes to it again, the session carries the flag
 * (the dashboard's banner); a soft bounce and a forged event mark nothing; deletion forgets the mark.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { undeliverableKeys } from '#functions/lib/undeliverable.js';
import { call, db, flaggedUndeliverable, mailsTo, memberAt, sessionOf, simulatorAddress, uniqueEmail, type Member, deleteFamily } from './helpers.js';

const markOf = async (address: string) =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: undeliverableKeys.address(address), ConsistentRead: true }))).Item;

/** A mail every member is sent by default when they edit their user profile (the flag is on). */
const PROFILE_UPDATED = 'Your rishta user profile was updated';
const editProfile = (m: Member) =>
  call('updateUserProfile', { token: m.token, params: { userProfileId: m.id }, body: { firstName: 'Asha', lastName: 'Rao', userPhoneCountryCode: '+1', userPhoneNumber: '4165550102' } });

describe('bounces and complaints', () => {
  it('a hard bounce marks the address: no more mail goes to it, and the session carries the flag', async () => {
    const m = await memberAt(simulatorAddress('bounce'));
    await flaggedUndeliverable(m);
    const mark = await markOf(m.email);
    expect(mark).toMatchObject({ type: 'UndeliverableAddress', reason: 'bounce', markedAt: expect.any(String) });
    // The key names no address (a digest), so nothing in the item does.
    expect(JSON.stringify(mark)).not.toContain(m.email.split('@')[0]);

    const before = (await mailsTo(m.email)).length;
    expect((await editProfile(m)).status).toBe(200);
    // Another path, through the same send function: the volunteers' CLI and services call it too.
    const { sendMail } = await import('#functions/lib/mail.js');
    await sendMail({ to: m.email.toUpperCase(), subject: 'Should not leave', text: 'x' });
    expect(await mailsTo(m.email)).toHaveLength(before);
    expect((await mailsTo(m.email.toUpperCase())).length).toBe(0);
  });

  it('a family whose address is fine gets the same mail, and no flag', async () => {
    const m = await memberAt(uniqueEmail('fine'));
    expect((await editProfile(m)).status).toBe(200);
    await vi.waitFor(async () => expect((await mailsTo(m.email)).map((x) => x.subject)).toContain(PROFILE_UPDATED));
    expect(await sessionOf(m)).not.toHaveProperty('undeliverableEmail');
  });

  it('a complaint marks the address likewise', async () => {
    const m = await memberAt(simulatorAddress('complaint'));
    await flaggedUndeliverable(m);
    expect(await markOf(m.email)).toMatchObject({ reason: 'complaint' });
    const before = (await mailsTo(m.email)).length;
    expect((await editProfile(m)).status).toBe(200);
    expect(await mailsTo(m.email)).toHaveLength(before);
  });

  it('a soft bounce marks nothing: the next mail still goes', async () => {
    const address = simulatorAddress('softbounce');
    const { simulatedEvent } = await import('../../infra/local/mailSimulator.js');
    const { handler } = await import('#functions/triggers/mailFeedback.js');
    const mail = { messageId: 'm1', from: 'no-reply@rishta.local', destination: { to: [address], cc: [], bcc: [] }, at: Date.now() / 1000 };
    // The very event the emulator path delivers, awaited here.
    await expect(handler(simulatedEvent(mail, address, 'softbounce', process.env.MAIL_CONFIGURATION_SET!))).resolves.toEqual({ marked: 0 });
    expect(await markOf(address)).toBeUndefined();

    // Through the emulator: a soft bounce, then a hard bounce sent after it; once the hard one is
    // marked, the soft one (handled first, and writing nothing) has still marked nothing.
    const { sendMail } = await import('#functions/lib/mail.js');
    const hard = simulatorAddress('bounce');
    await sendMail({ to: address, subject: 'first', text: 'x' });
    await sendMail({ to: hard, subject: 'first', text: 'x' });
    await vi.waitFor(async () => expect(await markOf(hard)).toBeDefined(), { timeout: 10_000, interval: 100 });
    expect(await markOf(address)).toBeUndefined();
    await sendMail({ to: address, subject: 'second', text: 'x' });
    expect((await mailsTo(address)).map((x) => x.subject)).toEqual(['first', 'second']);
  });

  it('refuses a forged event: not from SES, or not for this stack\'s configuration set', async () => {
    const { simulatedEvent } = await import('../../infra/local/mailSimulator.js');
    const { handler } = await import('#functions/triggers/mailFeedback.js');
    const victim = `victim.${Date.now().toString(36)}@example.org`;
    const mail = { messageId: 'm2', from: 'no-reply@rishta.local', destination: { to: [victim], cc: [], bcc: [] }, at: Date.now() / 1000 };
    const real = simulatedEvent(mail, victim, 'bounce', process.env.MAIL_CONFIGURATION_SET!);
    await expect(handler({ ...real, source: 'custom.forged' })).resolves.toEqual({ marked: 0 });
    await expect(handler({ ...real, 'detail-type': 'Email Delivered' })).resolves.toEqual({ marked: 0 });
    await expect(handler(simulatedEvent(mail, victim, 'bounce', 'another-stack'))).resolves.toEqual({ marked: 0 });
    expect(await markOf(victim)).toBeUndefined();
    // The same event, from SES for this configuration set, does mark.
    await expect(handler(real)).resolves.toEqual({ marked: 1 });
    expect(await markOf(victim)).toMatchObject({ reason: 'bounce' });
  });

  it('deleting the account forgets the mark', async () => {
    const m = await memberAt(simulatorAddress('bounce'));
    await flaggedUndeliverable(m);
    const deleted = await deleteFamily(m);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await markOf(m.email)).toBeUndefined();
  });
});
