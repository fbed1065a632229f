/** One-off notices of the account pages, carried in `?notice=` by a redirect (see components/Notice). */
export const accountNotices = {
  accountDisabled: 'Your user profile is disabled and you are signed out.',
  accountDeleted: 'Your account and everything it held are deleted, and you are signed out. Thank you for having been part of rishta.',
  passwordReset: 'Your password is reset successfully. Please sign in with the new password.',
  passwordChanged: 'Your password is changed successfully!',
  // Not from the spec: Change E-mail finished.
  emailChanged: 'Your e-mail is changed. Sign in with the new address from now on.',
  profileUpdated: 'Your user profile is updated successfully!',
  signedUp: 'Your account is created. Please sign in.',
  // The session this browser still had was refused (web/src/lib/api/client.ts, lib/auth/index.ts).
  signedOut:
    'You are signed out on this device. This happens when you signed out in another tab, your family removed you or deleted its account, the family was disabled, your password was changed, or after a long time away. Please sign in again, or ask your family if you cannot.',
} as const;
export type AccountNotices = typeof accountNotices;
