/** The expectation of a candidate as the pages load it, and the height range it is written in. */
import { composeHeight, type Expectation } from '#shared/domain/candidate.js';
import { heightFeetOptions, heightInchOptions } from '#shared/domain/lists.js';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';

/** Height choices of the range: every feet'inches" of the candidate form, as inches (12 … 95). */
export const heightChoices = heightFeetOptions.flatMap((feet) =>
  heightInchOptions.map((inch) => ({ value: feet * 12 + inch, label: composeHeight(feet, inch) })),
);

export const heightLabel = (inches: number | undefined) =>
  inches === undefined ? undefined : composeHeight(Math.floor(inches / 12), inches % 12);

/** 'Open to All' asks for nothing (shared/domain/matching.ts counts it nowhere), so it cannot be a must-have. */
export const isStated = (value: string | number | undefined) => value !== undefined && value !== '' && value !== 'Open to All';

export async function loadExpectation(request: Request, candidateId: string): Promise<Expectation | null> {
  await requireSession(request);
  const { expectation } = await api('getExpectationDetails', { params: { candidateId }, request });
  return expectation;
}
