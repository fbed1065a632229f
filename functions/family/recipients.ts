/**
 * Who a family's mail goes to: every member who signs in, each at their own address and by their
 * own settings. An account from before families whose founder item the startup migration has not
 * written yet is mailed as it always was, at the account's address.
 */
import type { UserRecord } from '../lib/caller.js';
import { activeMembersOf, type ActiveMember } from './entities/members.js';
import { founderOf } from './founders.js';

export async function mailRecipients(account: UserRecord): Promise<ActiveMember[]> {
  return account.status === 'active' ? recipientsAmong(account, await activeMembersOf(account.id)) : [];
}

/** The same, from the account and its active members read beforehand (a job reads both side by side). */
export function recipientsAmong(account: UserRecord, members: ActiveMember[]): ActiveMember[] {
  if (account.status !== 'active') return [];
  return members.length ? members : [founderOf(account)];
}
