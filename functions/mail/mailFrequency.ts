/**
 * A digest mail's frequency links: whoever holds the mail may set that topic's frequency, without
 * signing in. The signed token (../lib/frequencyToken.ts) names the family, the person, the topic
 * and the frequency (only that person's setting changes); a forged, changed or expired one writes nothing, and neither does the link of an
 * account that is gone or being deleted or of a person no longer in it (answered exactly as a forged one), as unsubscribe.ts does.
 */
import { frequencyField, frequencyLabels, invalidFrequencyLink, mailTopicLabels, type FrequencyResult } from '#shared/domain/user.js';
import { badRequest } from '../lib/errors.js';
import { verifyFrequencyToken } from '../lib/frequencyToken.js';
import { newId, now } from '../lib/ids.js';
import { logger } from '../lib/logger.js';
import { setMailFrequency } from '../members/index.js';
import { writeForLivePerson } from './unsubscribe.js';

export async function changeMailFrequency(token: string): Promise<FrequencyResult> {
  const claim = verifyFrequencyToken(token);
  if (!claim) throw badRequest(invalidFrequencyLink);
  const person = { familyId: claim.userId, sub: claim.memberId };
  await writeForLivePerson(person,
    () => setMailFrequency(person, frequencyField[claim.topic], claim.frequency, newId(), now()), invalidFrequencyLink);
  logger.info('Mail frequency changed from a mail link', { topic: claim.topic, frequency: claim.frequency });
  const label = frequencyLabels[claim.topic][claim.frequency]!;
  return {
    message: `${mailTopicLabels[claim.topic]}: ${label}. You can change it again under User Settings.`,
    topic: claim.topic,
    frequency: claim.frequency,
    label,
  };
}
