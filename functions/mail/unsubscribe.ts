/**
 * The digests' one-click unsubscribe: whoever holds a digest mail may turn that one kind of mail
 * off, without signing in. The signed token (../lib/unsubscribeToken.ts) names the member and the
 * flag; a forged, changed or expired one writes nothing, and neither does the link of an account
 * that is gone or being deleted (it answers exactly as a forged one: the link outlives nothing).
 */
import { frequencyField, invalidUnsubscribeLink, notifyFlagLabels, topicOfFlag, type UnsubscribeResult } from '#shared/domain/user.js';
import { badRequest } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { verifyUnsubscribeToken } from '../lib/unsubscribeToken.js';
import { deleteNotifySettings, getUser, turnOffNotifyFlag } from '../members/index.js';

/** The account is there and not on its way out (a deletion marks it 'deleting' first, removes it last). */
async function accountLives(userId: string): Promise<boolean> {
  const user = await getUser(userId);
  return !!user && user.status !== 'deleting';
}

/**
 * A mail link's write to an account's settings (this unsubscribe, or ./mailFrequency.ts), done only
 * while the account lives; refused with `refusal` (the words of a forged link) when it does not. A
 * deletion that started between the check and the write may already have removed the settings:
 * the write must not leave a fresh item behind for an account that is going.
 */
export async function writeForLiveAccount(userId: string, write: () => Promise<unknown>, refusal: string): Promise<void> {
  if (!(await accountLives(userId))) throw badRequest(refusal);
  await write();
  if (!(await accountLives(userId))) {
    await deleteNotifySettings(userId);
    throw badRequest(refusal);
  }
}

/** Turns the token's flag off (creating the settings with their defaults if missing); repeating it is harmless. */
export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  const claim = verifyUnsubscribeToken(token);
  if (!claim) throw badRequest(invalidUnsubscribeLink);
  // The flag, and its topic's frequency: a stopped topic sends nothing at all, not even a digest.
  await writeForLiveAccount(claim.userId,
    () => turnOffNotifyFlag(claim.userId, claim.flag, newId(), now(), { [frequencyField[topicOfFlag(claim.flag)]]: 'never' }), invalidUnsubscribeLink);
  logger.info('Digest unsubscribed', { flag: claim.flag });
  const label = notifyFlagLabels[claim.flag];
  return {
    message: `You will no longer receive: ${label}. You can turn it on again under User Settings.`,
    flag: claim.flag,
    label,
  };
}
