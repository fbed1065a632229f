import type { NotifySettings, NotifySettingsInput } from '#shared/domain/user.js';
import type { Caller } from '../lib/caller.js';
import type { Person } from '../lib/personKeys.js';
import { landedWith, notFound } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { getNotifySettings, setNotifyFields } from '../members/index.js';
import { assertSelf } from '../familyProfiles/index.js';

export async function getUserNotifySettings(caller: Caller, userProfileId: string): Promise<NotifySettings> {
  assertSelf(caller, userProfileId);
  // The signed-in person's own settings: each member of the family has theirs.
  const settings = await getNotifySettings(personOf(caller));
  if (!settings) throw notFound();
  return settings;
}

const personOf = (caller: Caller): Person => ({ familyId: caller.userId, sub: caller.memberId });

export const addUserNotifySettings = (caller: Caller, flags: NotifySettingsInput) => saveNotifySettings(caller, flags);
export const editUserNotifySettings = (caller: Caller, flags: NotifySettingsInput, settingsId: string) =>
  saveNotifySettings(caller, flags, settingsId);

/**
 * Add keeps the existing id if the person already has settings (one set per person). A save
 * without a topic's frequency keeps the stored one (or the default). One UpdateItem of the fields
 * sent, not a read and a put: a frequency link or an unsubscribe landing meanwhile keeps what it
 * set in every field the save does not name. An edit is conditioned on the item's id.
 */
async function saveNotifySettings(caller: Caller, input: NotifySettingsInput, settingsId?: string): Promise<NotifySettings> {
  const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Record<string, boolean | string>;
  const saved = await landedWith(setNotifyFields(personOf(caller), fields, newId(), now(), settingsId));
  if (!saved) throw notFound();
  return saved;
}
