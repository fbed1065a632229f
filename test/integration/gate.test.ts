/**
 * The spec's view gate with the volunteers' ineligible flag, set directly on the item as their
 * console will: the flagged member may not view others (403 with the spec's text, and the session
 * says why), others may not view the flagged profile (404), and the three messages come in the
 * spec's order.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { call, candidateBody, newEligibleMember, newMember, newMemberWithCandidate, type Member } from './helpers.js';

const TEXT = {
  noPhoto: 'Your candidate photo(s) are not uploaded. Please upload at least one photo.',
  ineligible: 'You are not eligible to view profiles. Please contact support.',
  disabled: "Your candidate profile is disabled, so you can't see other's profiles. Please first enable your candidate profile.",
};

const table = () => DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT }));
const profileKey = (candidateId: string) => ({ pk: `CAND#${candidateId}`, sk: 'PROFILE' });
const profileItem = async (candidateId: string) =>
  (await table().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: profileKey(candidateId), ConsistentRead: true }))).Item;

/** What a volunteer will do from the console: flip the flag on the item, past every service. */
async function setIneligible(candidateId: string, ineligible: boolean) {
  await table().send(new UpdateCommand({
    TableName: process.env.TABLE_NAME, Key: profileKey(candidateId),
    UpdateExpression: 'SET ineligible = :f', ExpressionAttributeValues: { ':f': ineligible },
  }));
}

const setEnabled = (m: Member & { candidateId: string }, on: boolean) =>
  call('manageCandProfileVisibility', { token: m.token, params: { candidateId: m.candidateId }, body: { candidateProfileVisibilityFlag: on } });
const readOther = (viewer: Member, candidateId: string) => call('getCandidateProfile', { token: viewer.token, params: { candidateId } });
const session = async (m: Member) => (await call('getSession', { token: m.token })).body;

describe('the ineligible flag', () => {
  it('is off on a new profile, and the member can neither set it through the form nor see it', async () => {
    const m = await newEligibleMember();
    expect(await profileItem(m.candidateId)).toMatchObject({ ineligible: false });
    expect(await session(m)).toMatchObject({ viewGate: null });

    const edit = await call('updateCandidateProfile', { token: m.token, params: { candidateId: m.candidateId }, body: { ...candidateBody(), ineligible: true } });
    expect(edit.status).toBe(422);
    const created = await call('saveCandidateProfile', { token: (await newMember()).token, body: { ...candidateBody(), ineligible: false } });
    expect(created.status).toBe(422);

    await setIneligible(m.candidateId, true);
    const own = await call('getCandidateProfile', { token: m.token, params: { candidateId: m.candidateId } });
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('ineligible');
    // An edit by the owner keeps what the volunteers set.
    expect((await call('updateCandidateProfile', { token: m.token, params: { candidateId: m.candidateId }, body: candidateBody({ city: 'Oakville' }) })).status).toBe(200);
    expect(await profileItem(m.candidateId)).toMatchObject({ ineligible: true, city: 'Oakville' });
  });

  it('set directly on the item: the member gets 403 with the text, others get 404, the session says so', async () => {
    const flagged = await newEligibleMember();
    const other = await newEligibleMember();
    expect((await readOther(flagged, other.candidateId)).status).toBe(200);
    expect((await readOther(other, flagged.candidateId)).status).toBe(200);
    const name = `gate-${Date.now().toString(36)}`;
    expect((await call('updatePubURL', { token: flagged.token, params: { candidateId: flagged.candidateId }, body: { candidateProfilePublicURL: name } })).status).toBe(200);

    await setIneligible(flagged.candidateId, true);
    expect((await call('getSharedProfile', { params: { sharedPubURL: name } })).status).toBe(404);
    expect(await readOther(flagged, other.candidateId)).toEqual({ status: 403, body: { message: TEXT.ineligible } });
    const hidden = await readOther(other, flagged.candidateId);
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(hidden.body)).not.toContain(flagged.candidateId);
    expect(await session(flagged)).toMatchObject({
      candidateId: flagged.candidateId, candidateProfileVisibilityFlag: true, candidateProfilePhotoFlag: true, viewGate: 'ineligible',
    });
    // Out of the search index from the profile's next write.
    expect((await call('updateCandidateProfile', { token: flagged.token, params: { candidateId: flagged.candidateId }, body: candidateBody() })).status).toBe(200);
    expect(await profileItem(flagged.candidateId)).not.toHaveProperty('spk');

    await setIneligible(flagged.candidateId, false);
    expect((await readOther(flagged, other.candidateId)).status).toBe(200);
    expect((await readOther(other, flagged.candidateId)).status).toBe(200);
    expect(await session(flagged)).toMatchObject({ viewGate: null });
  });
});

describe("the gate's messages, in the spec's order", () => {
  it('disabled first, whatever else holds; then an enabled profile without a photo; then ineligible', async () => {
    const other = await newEligibleMember();
    const gateOf = async (m: Member) => ({ read: await readOther(m, other.candidateId), viewGate: (await session(m)).viewGate });

    // Enabled, no photo, flagged: the photo comes first.
    const noPhoto = await newMemberWithCandidate();
    await setIneligible(noPhoto.candidateId, true);
    expect(await gateOf(noPhoto)).toEqual({ read: { status: 403, body: { message: TEXT.noPhoto } }, viewGate: 'noPhoto' });
    // Disabled as well: the disabled text, photo or not.
    await setEnabled(noPhoto, false);
    expect(await gateOf(noPhoto)).toEqual({ read: { status: 403, body: { message: TEXT.disabled } }, viewGate: 'disabled' });

    // With a photo, flagged and disabled: disabled; enabled again: ineligible.
    const flagged = await newEligibleMember();
    await setIneligible(flagged.candidateId, true);
    await setEnabled(flagged, false);
    expect(await gateOf(flagged)).toEqual({ read: { status: 403, body: { message: TEXT.disabled } }, viewGate: 'disabled' });
    await setEnabled(flagged, true);
    expect(await gateOf(flagged)).toEqual({ read: { status: 403, body: { message: TEXT.ineligible } }, viewGate: 'ineligible' });

    // No profile at all.
    const bare = await newMember();
    expect(await gateOf(bare)).toEqual({ read: { status: 403, body: { message: 'Please create your candidate profile first.' } }, viewGate: 'noProfile' });
  });
});
