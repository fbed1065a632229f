/**
 * The digests' one-click unsubscribe: whoever holds a digest mail may turn that one kind of mail
 * off, without signing in. The signed token (../lib/unsubscribeToken.ts) names the family, the
 * person and the flag: it changes only that person's setting (the mother's link leaves the
 * father's mail as it was). A forged, changed or expired one writes nothing, and neither does the
 * link of an account that is gone or being deleted, nor of a person who left or was removed (it
 * answers exactly as a forged one: the link outlives nothing).
 */
import { frequencyField, invalidUnsubscribeLink, notifyFlagLabels, topicOfFlag, unsubscribedText, type UnsubscribeResult } from '#shared/domain/user.js';
import { badRequest } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import type { Person } from '../lib/personKeys.js';
import { verifyUnsubscribeToken } from '../lib/unsubscribeToken.js';
import { deleteNotifySettings, getUser, turnOffNotifyFlag } from '../members/index.js';
import { getMember } from '../family/index.js';

/**
 * The account is there and not on its way out (a deletion marks it 'deleting' first, removes it
 * last), and the person is still one of its members (a founder from before families, whose member
 * item the startup migration writes, counts as one).
 */
async function personLives(p: Person): Promise<boolean> {
  const [user, member] = await Promise.all([getUser(p.familyId), getMember(p.sub)]);
  if (!user || user.status === 'deleting') return false;
  if (!member) return p.sub === p.familyId;
  return member.familyId === p.familyId && member.status === 'active';
}

/**
 * A mail link's write to a person's settings (this unsubscribe, or ./mailFrequency.ts), done only
 * while the person and their account live; refused with `refusal` (the words of a forged link) when
 * not. A deletion or a leaving that started between the check and the write may already have
 * removed the settings: the write must not leave a fresh item behind for a person who is going.
 */
export async function writeForLivePerson(p: Person, write: () => Promise<unknown>, refusal: string): Promise<void> {
  if (!(await personLives(p))) throw badRequest(refusal);
  await write();
  if (!(await personLives(p))) {
    await deleteNotifySettings(p);
    throw badRequest(refusal);
  }
}

/** Turns the token's flag off (creating the settings with their defaults if missing); repeating it is harmless. */
export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  const claim = verifyUnsubscribeToken(token);
  if (!claim) throw badRequest(invalidUnsubscribeLink);
  const person = { familyId: claim.userId, sub: claim.memberId };
  // The flag, and its topic's frequency: a stopped topic sends nothing at all, not even a digest.
  await writeForLivePerson(person,
    () => turnOffNotifyFlag(person, claim.flag, newId(), now(), { [frequencyField[topicOfFlag(claim.flag)]]: 'never' }), invalidUnsubscribeLink);
  logger.info('Digest unsubscribed', { flag: claim.flag });
  const label = notifyFlagLabels[claim.flag];
  return {
    message: unsubscribedText(claim.flag),
    flag: claim.flag,
    label,
  };
}
