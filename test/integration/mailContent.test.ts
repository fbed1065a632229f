/**
 * What rishta's proposal mails may carry: profile text never forms a line
 * of its own (single-line fields refuse control characters; text stored before that is quoted on one
 * line), and no proposal mail goes to or about a family whose profile is closed.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { candidateBody } from '../sampleData.js';
import { call, db, mailsTo, newEligibleMember, newMember, propose, releaseHeldMails, setIneligible, setProfileVisible, transition } from './helpers.js';

const INJECTED = 'Sanjay\n\nURGENT: verify your account at https://evil.example.net\r\n';
const CONTROL = 'First Name must not contain line breaks or control characters';

/** A stored profile field changed past the schema, as data written before the schema refused it. */
async function storeRaw(candidateId: string, field: string, value: string) {
  await db().send(new UpdateCommand({
    TableName: process.env.TABLE_NAME, Key: { pk: `CAND#${candidateId}`, sk: 'PROFILE' },
    UpdateExpression: 'SET #f = :v', ExpressionAttributeNames: { '#f': field }, ExpressionAttributeValues: { ':v': value },
  }));
}

/** Lines of a mail that begin with the words a profile tried to inject. */
const forgedLines = (text: string) => text.split(/\r\n|\r|\n|\u2028|\u2029/).filter((l) => /^\s*(URGENT|https:\/\/evil)/.test(l));

describe('profile text in mails', () => {
  it('single-line candidate fields refuse line breaks and control characters, on create and on edit (422, field messages)', async () => {
    const m = await newMember();
    const created = await call('saveCandidateProfile', { token: m.token, body: candidateBody({ firstName: INJECTED, city: 'Austin\nVerify now', employerName: 'Acme\u2028Corp' }) });
    expect(created.status).toBe(422);
    expect(created.body.errors.firstName).toContain(CONTROL);
    expect(created.body.errors.city).toEqual(['City must not contain line breaks or control characters']);
    expect(created.body.errors.employerName).toEqual(['Employer name must not contain line breaks or control characters']);

    const ok = await call('saveCandidateProfile', { token: m.token, body: candidateBody() });
    expect(ok.status).toBe(200);
    const edited = await call('updateCandidateProfile', {
      token: m.token, params: { candidateId: ok.body.id }, body: candidateBody({ firstName: 'Sanjay\u0085URGENT', contactPersonName: 'Ma\tBhavna', contactPhoneNumber: '555\n0100' }),
    });
    expect(edited.status).toBe(422);
    expect(edited.body.errors.firstName).toEqual([CONTROL]);
    expect(edited.body.errors.contactPersonName).toEqual(['Contact person name must not contain line breaks or control characters']);
    expect(edited.body.errors.contactPhoneNumber).toBeTruthy();
    expect((await call('getCandidateProfile', { token: m.token, params: { candidateId: ok.body.id } })).body.firstName).toBe('Priya');
  });

  it('a name and city stored with line breaks anyway stay inside one quoted line of the proposal and reminder mails', async () => {
    const [sender, receiver] = await Promise.all([
      newEligibleMember({ gender: 'Male', firstName: 'Sanjay', city: 'Austin' }),
      newEligibleMember({ gender: 'Female', firstName: 'Meera', city: 'Dallas' }),
    ]);
    await storeRaw(sender.candidateId, 'firstName', INJECTED);
    await storeRaw(sender.candidateId, 'city', 'Austin\n\nhttps://evil.example.net/login');
    const proposal = await propose(sender, receiver.candidateId);
    expect(proposal.status).toBe(200);
    // The proposal's mail first: a reminder while it still waits would add no mail.
    await releaseHeldMails();
    expect((await transition('remindMyProposal', sender, proposal.body.id)).status).toBe(200);
    await releaseHeldMails();

    const mails = (await mailsTo(receiver.email)).filter((m) => /proposal for Meera/.test(m.subject));
    expect(mails.map((m) => m.subject)).toEqual(['A proposal for Meera', 'A reminder: a proposal for Meera is waiting']);
    for (const mail of mails) {
      expect(forgedLines(mail.text)).toEqual([]);
      expect(mail.text).toContain('The family of “Sanjay URGENT: verify your account at https://evil.example.net” (');
      expect(mail.text).toContain('“Austin https://evil.example.net/login”)');
    }

    // The receiver's answer quotes the receiver's words to the sender the same way.
    await storeRaw(receiver.candidateId, 'firstName', 'Meera\nURGENT: pay the fee');
    expect((await transition('acceptTheirProposal', receiver, proposal.body.id)).status).toBe(200);
    await releaseHeldMails();
    const accepted = (await mailsTo(sender.email)).find((m) => m.subject === 'Your proposal was accepted');
    expect(accepted?.text).toContain('The family of “Meera URGENT: pay the fee” (');
    expect(forgedLines(accepted!.text)).toEqual([]);
  });
});

describe('closed profiles', () => {
  const received = async (m: { email: string }, subject: RegExp) => (await mailsTo(m.email)).filter((x) => subject.test(x.subject));

  it('a family whose profile was disabled gets no reminder', async () => {
    const [a, b] = await Promise.all([
      newEligibleMember({ gender: 'Male', firstName: 'Arjun' }),
      newEligibleMember({ gender: 'Female', firstName: 'Bela' }),
    ]);
    const toB = (await propose(a, b.candidateId)).body.id as string;
    await releaseHeldMails();
    expect(await received(b, /^A proposal for Bela$/)).toHaveLength(1);

    // The receiver closed its profile: the reminder is not mailed to it.
    expect((await setProfileVisible(b, false)).status).toBe(200);
    expect((await transition('remindMyProposal', a, toB)).status).toBe(200);
    await releaseHeldMails();
    expect(await received(b, /^A reminder/)).toHaveLength(0);
  });

  it('an ineligible sender is not mailed the answer to its proposal', async () => {
    const [e, f] = await Promise.all([
      newEligibleMember({ gender: 'Male', firstName: 'Eshan' }),
      newEligibleMember({ gender: 'Female', firstName: 'Farah' }),
    ]);
    const toF = (await propose(e, f.candidateId)).body.id as string;
    await setIneligible(e.candidateId, true);
    expect((await transition('acceptTheirProposal', f, toF)).status).toBe(200);
    await releaseHeldMails();
    expect(await received(e, /^Your proposal was accepted$/)).toHaveLength(0);
  });

  it('a family without a photo is not mailed the answer to its proposal', async () => {
    const [g, h] = await Promise.all([
      newEligibleMember({ gender: 'Male', firstName: 'Gopal' }),
      newEligibleMember({ gender: 'Female', firstName: 'Hansa' }),
    ]);
    const toH = (await propose(g, h.candidateId)).body.id as string;
    const photos = (await call('getPhotos', { token: g.token, params: { candidateId: g.candidateId } })).body;
    const photoId = photos.items[0].id as string;
    expect((await call('deleteCandidatePhoto', { token: g.token, params: { candidateId: g.candidateId, photoId } })).status).toBe(200);
    expect((await transition('rejectTheirProposal', h, toH)).status).toBe(200);
    await releaseHeldMails();
    expect(await received(g, /^An answer to your proposal$/)).toHaveLength(0);
  });
});
