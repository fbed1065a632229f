import { familyTexts } from '#shared/texts.js';
import { contactOf, type Caller } from '../lib/caller.js';
import { forbidden } from '../lib/errors.js';

/**
 * Refuses what acts on the family's own standing (disabling it) to all but its contact person: the
 * founder, or after the founder left, the member who took over (lib/caller.ts `contactOf`).
 */
export function assertFounder(caller: Caller): void {
  if (caller.memberId !== contactOf(caller.user)) throw forbidden(familyTexts.notFounder);
}
