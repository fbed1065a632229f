import type { NotifyFlag, NotifySettings } from '#shared/domain/user.js';
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

export const addUserNotifySettings = (caller: Caller, flags: Record<NotifyFlag, boolean>) => saveNotifySettings(caller, flags);
export const editUserNotifySettings = (caller: Caller, flags: Record<NotifyFlag, boolean>, settingsId: string) =>
  saveNotifySettings(caller, flags, settingsId);

/** Add keeps the existing id if the member already has settings (one set per member). */
async function saveNotifySettings(caller: Caller, flags: Record<NotifyFlag, boolean>, settingsId?: string): Promise<NotifySettings> {
  const existing = await getNotifySettings(caller.userId);
  if (settingsId !== undefined && existing?.id !== settingsId) throw notFound();
  const settings: NotifySettings = { id: existing?.id ?? newId(), userProfileId: caller.userId, ...flags, updatedDate: now() };
  await putNotifySettings(settings);
  return settings;
}
