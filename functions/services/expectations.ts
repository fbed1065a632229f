import type { Expectation } from '../../shared/domain/candidate.js';
import type { Caller } from '../lib/auth.js';
import { conflict, isConditionFailed, notFound } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { getExpectation, putExpectation } from '../repositories/candidateItems.js';
import { ownCandidate } from './candidates.js';

type ExpectationInput = Omit<Expectation, 'id' | 'candidateId' | 'updatedDate'>;

export async function readExpectation(caller: Caller, candidateId: string) {
  await ownCandidate(caller, candidateId);
  return { expectation: (await getExpectation(candidateId)) ?? null };
}

export async function saveExpectation(caller: Caller, candidateId: string, input: ExpectationInput, expectationId?: string): Promise<Expectation> {
  await ownCandidate(caller, candidateId);
  const record: Expectation = { ...input, id: expectationId ?? newId(), candidateId, updatedDate: now() };
  try {
    await putExpectation(record, expectationId ? 'edit' : 'add');
  } catch (e) {
    if (!isConditionFailed(e)) throw e;
    throw expectationId ? notFound() : conflict('The expectation exists already; edit it instead.');
  }
  return record;
}
