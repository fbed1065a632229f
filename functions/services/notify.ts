import { defaultFrequencies, type NotifySettings, type NotifySettingsInput } from '#shared/domain/user.js';
import type { Caller } from '../lib/caller.js';
import { notFound } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { getNotifySettings, putNotifySettings } from '../repositories/notifySettings.js';
import { assertSelf } from './access.js';

export async function getUserNotifySettings(caller: Caller, userProfileId: string): Promise<NotifySettings> {
  assertSelf(caller, userProfileId);
  const settings = await getNotifySettings(userProfileId);
  if (!settings) throw notFound();
  return settings;
}

export const addUserNotifySettings = (caller: Caller, flags: NotifySettingsInput) => saveNotifySettings(caller, flags);
export const editUserNotifySettings = (caller: Caller, flags: NotifySettingsInput, settingsId: string) =>
  saveNotifySettings(caller, flags, settingsId);

/**
 * Add keeps the existing id if the member already has settings (one set per member). A save
 * without a topic's frequency keeps the stored one (or the default).
 */
async function saveNotifySettings(caller: Caller, input: NotifySettingsInput, settingsId?: string): Promise<NotifySettings> {
  const existing = await getNotifySettings(caller.userId);
  if (settingsId !== undefined && existing?.id !== settingsId) throw notFound();
  const { proposalsFrequency, matchesFrequency, ...flags } = input;
  const settings: NotifySettings = {
    id: existing?.id ?? newId(), userProfileId: caller.userId, ...flags,
    proposalsFrequency: proposalsFrequency ?? existing?.proposalsFrequency ?? defaultFrequencies.proposalsFrequency,
    matchesFrequency: matchesFrequency ?? existing?.matchesFrequency ?? defaultFrequencies.matchesFrequency,
    updatedDate: now(),
  };
  await putNotifySettings(settings);
  return settings;
}
