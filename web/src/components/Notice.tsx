import { useSearchParams } from 'react-router';
import { Alert } from './forms';

/** One-off notices carried in `?notice=` by a redirect. */
export const notices = {
  accountDisabled: 'Your user profile is disabled and you are signed out.',
  passwordReset: 'Your password is reset successfully. Please sign in with the new password.',
  passwordChanged: 'Your password is changed successfully!',
  profileUpdated: 'Your user profile is updated successfully!',
  signedUp: 'Your account is created. Please sign in.',
} as const;
export type NoticeKey = keyof typeof notices;

export const withNotice = (path: string, notice: NoticeKey) =>
  `${path}${path.includes('?') ? '&' : '?'}notice=${notice}`;

export function Notice() {
  const [params] = useSearchParams();
  const key = params.get('notice');
  if (!key || !(key in notices)) return null;
  return <Alert kind="success">{notices[key as NoticeKey]}</Alert>;
}
