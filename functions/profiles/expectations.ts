import type { Expectation } from '#shared/domain/candidate.js';
import { isRealGotra } from '#shared/domain/lists.js';
import { expectationsEditedMeanwhile, familyFitTexts } from '#shared/texts.js';
import { actingMember, type Caller } from '../lib/caller.js';
import { conflict, landed, notFound, unprocessable } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { getExpectation, putExpectation, rewriteCandidate } from '../candidates/index.js';
import { ownCandidate, wantsOf } from '../familyProfiles/index.js';

type ExpectationInput = Omit<Expectation, 'id' | 'candidateId' | 'updatedDate' | 'editedBy'> & { loadedUpdatedDate?: string | undefined };

export async function getExpectationDetails(caller: Caller, candidateId: string) {
  await ownCandidate(caller, candidateId);
  return { expectation: (await getExpectation(candidateId)) ?? null };
}

export const addExpectation = (caller: Caller, candidateId: string, input: ExpectationInput) => saveExpectation(caller, candidateId, input);
export const editExpectation = (caller: Caller, candidateId: string, expectationId: string, input: ExpectationInput) =>
  saveExpectation(caller, candidateId, input, expectationId);

/** Add writes only where there is none yet; edit only the one with this id. */
async function saveExpectation(caller: Caller, candidateId: string, input: ExpectationInput, expectationId?: string): Promise<Expectation> {
  const own = await ownCandidate(caller, candidateId);
  // The gotra rule compares the family's own gotra: refused, not silently dropped, without a real one.
  if (input.notOwnGotra && !isRealGotra(own.gotra)) {
    throw unprocessable(familyFitTexts.notOwnGotraNeedsGotra, { notOwnGotra: [familyFitTexts.notOwnGotraNeedsGotra] });
  }
  const { loadedUpdatedDate, ...fields } = input;
  const at = now();
  const record: Expectation = { ...fields, id: expectationId ?? newId(), candidateId, updatedDate: at, editedBy: actingMember(caller, at) };
  if (!(await landed(putExpectation(record, expectationId ? 'edit' : 'add', loadedUpdatedDate)))) {
    // Another member of the family added or saved it while this one was editing: writing now would
    // silently undo their change, so the page is told and shows the newer version instead.
    const stored = await getExpectation(candidateId);
    if (!stored || (expectationId && stored.id !== expectationId)) throw notFound();
    throw conflict(expectationsEditedMeanwhile(stored.editedBy));
  }
  // The filter fields travel on the profile's search card, so other families' matched lists can
  // score "you meet N of their M" without reading this item. Written after the expectation: a
  // crash in between leaves the old copy until the next save, and this member's own matched list
  // reads the expectation itself. The profile's updated time moves with it (its card's `ssk`): the
  // match digest finds a member whose expectation changed by it, and weighs every profile for it.
  await rewriteCandidate(candidateId, (p) => ({ ...p, wants: wantsOf(record), updatedDate: record.updatedDate }));
  return record;
}
