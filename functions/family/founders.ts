/**
 * The founder member of an account: every account made before families existed (and every account
 * signing up with a referral code) is a family of one whose founder's sub is the account's id.
 */
import type { UserRecord } from '../lib/caller.js';
import { putMemberOnce, scanAccounts, type ActiveMember } from './entities/members.js';

export function founderOf(user: UserRecord): ActiveMember {
  return {
    sub: user.id, familyId: user.id, firstName: user.firstName, lastName: user.lastName, email: user.userEmail,
    phoneCountryCode: user.userPhoneCountryCode, phoneNumber: user.userPhoneNumber, status: 'active', joinedAt: user.createdDate,
  };
}

/**
 * Accounts from before families get their founder member (run when `npm start` starts, as photos
 * got their sizes): a conditional put each, so a second run, or a member written meanwhile, is left
 * as it is. Answers how many were made.
 */
export async function addMissingFounders(): Promise<number> {
  let made = 0;
  for await (const page of scanAccounts()) {
    for (const user of page) if (await putMemberOnce(founderOf(user))) made++;
  }
  return made;
}
