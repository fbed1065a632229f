import { familyTexts } from '#shared/texts.js';
import type { Caller } from '../lib/caller.js';
import { forbidden } from '../lib/errors.js';

/**
 * Refuses to a member who joined by invitation what acts on the family's own login (its founder's
 * Cognito user and address): they change or delete only their own.
 */
export function assertFounder(caller: Caller): void {
  if (caller.memberId !== caller.userId) throw forbidden(familyTexts.notFounder);
}
