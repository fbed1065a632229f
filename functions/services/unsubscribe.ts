/**
 * The digests' one-click unsubscribe: whoever holds a digest mail may turn that one kind of mail
 * off, without signing in. The signed token (../lib/unsubscribeToken.ts) names the member and the
 * flag; a forged, changed or expired one writes nothing.
 */
import { invalidUnsubscribeLink, notifyFlagLabels, type UnsubscribeResult } from '#shared/domain/user.js';
import { badRequest } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { verifyUnsubscribeToken } from '../lib/unsubscribeToken.js';
import { turnOffNotifyFlag } from '../repositories/notifySettings.js';

/** Turns the token's flag off (creating the settings with their defaults if missing); repeating it is harmless. */
export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  const claim = verifyUnsubscribeToken(token);
  if (!claim) throw badRequest(invalidUnsubscribeLink);
  await turnOffNotifyFlag(claim.userId, claim.flag, newId(), now());
  logger.info('Digest unsubscribed', { flag: claim.flag });
  const label = notifyFlagLabels[claim.flag];
  return {
    message: `You will no longer receive: ${label}. You can turn it on again under User Settings.`,
    flag: claim.flag,
    label,
  };
}
