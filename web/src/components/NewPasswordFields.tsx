import { useState } from 'react';
import { texts } from '#shared/texts.js';
import { PasswordField } from './forms';

/**
 * A new password and its repetition, with the spec's live messages: the 6-character
 * recommendation and 'Password is not matching!'. Forms keep their submit button disabled until
 * `onMatchingChange(true)`.
 */
export function NewPasswordFields({
  label,
  errors,
  onMatchingChange,
}: {
  /** 'Password' on sign-up, 'New Password' elsewhere; the second field is 'Re-enter …'. */
  label: 'Password' | 'New Password';
  errors: Record<string, string[] | undefined>;
  onMatchingChange: (matching: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const matching = password.length > 0 && password === confirm;
  const update = (nextPassword: string, nextConfirm: string) => {
    setPassword(nextPassword);
    setConfirm(nextConfirm);
    onMatchingChange(nextPassword.length > 0 && nextPassword === nextConfirm);
  };
  return (
    <>
      <PasswordField
        name="userPass"
        label={label}
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => update(e.target.value, confirm)}
        hints={password.length > 0 && password.length < 6 ? [texts.passwordRecommendation] : []}
        errors={errors.userPass}
      />
      <PasswordField
        name="userPassConfirm"
        label={`Re-enter ${label}`}
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => update(password, e.target.value)}
        errors={matching ? [] : [...(confirm.length > 0 ? [texts.passwordMismatch] : []), ...(errors.userPassConfirm ?? [])]}
      />
    </>
  );
}
