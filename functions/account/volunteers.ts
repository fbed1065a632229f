/**
 * Whether a caller is a volunteer, in a module of its own (not access.ts or http/auth.ts, which
 * every group loads at once): it needs the Cognito client, and the session, which every member's
 * visit asks for, loads this module only for a caller whose token claims the group
 * (account/account.ts). The admin app checks every call with it.
 */
import type { Caller } from '../lib/caller.js';
import { forbidden } from '../lib/errors.js';
import { groupsOf } from './entities/identity.js';

/** The token claims the group and the pool still agrees (only volunteers pay for the second ask). */
export async function isVolunteer(caller: Caller): Promise<boolean> {
  return caller.groups.includes('volunteers') && (await groupsOf(caller.username)).includes('volunteers');
}

/**
 * Volunteer routes: the token's group claim lets members be turned away without a call to
 * Cognito, and the pool itself is asked, so a volunteer taken out of the group loses the console
 * at once rather than when the token expires.
 */
export async function requireVolunteer(caller: Caller): Promise<void> {
  if (!(await isVolunteer(caller))) throw forbidden();
}
