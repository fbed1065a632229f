import { describe, expect, it } from 'vitest';
import { defaultNotifyFlags, marketingFlagNames, notifyFlagNames } from '#shared/domain/user.js';

describe("a new account's notification flags", () => {
  it('leave the newsletter and the partners’ mail off (opt-in)', () => {
    expect(defaultNotifyFlags.emailSubscribeToNewsletterFlag).toBe(false);
    expect(defaultNotifyFlags.emailSubscribeToDSThirdPartyUpdatesFlag).toBe(false);
    expect([...marketingFlagNames].sort()).toEqual(['emailSubscribeToDSThirdPartyUpdatesFlag', 'emailSubscribeToNewsletterFlag']);
  });

  it('keep every other flag on: proposals, reminders, matches and the notices about the account', () => {
    const on = notifyFlagNames.filter((f) => defaultNotifyFlags[f]);
    expect(on).toEqual(notifyFlagNames.filter((f) => !(marketingFlagNames as readonly string[]).includes(f)));
    expect(defaultNotifyFlags.emailNotifyPendingProposalsFlag).toBe(true);
    expect(defaultNotifyFlags.emailNotifyExpectMatchedProfileFlag).toBe(true);
    expect(defaultNotifyFlags.emailSubscribeToDSUpdatesFlag).toBe(true);
  });
});
