import { TextField } from '#web/components/forms';

/** The code a mail sent to prove an address (a password reset, a changed e-mail): digits, filled in from the mail where the device can. */
export function EmailCodeField({ errors, autoFocus }: { errors: string[] | undefined; autoFocus?: boolean }) {
  return (
    <TextField
      name="code"
      label="Code from the e-mail"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      autoFocus={autoFocus}
      errors={errors}
    />
  );
}
