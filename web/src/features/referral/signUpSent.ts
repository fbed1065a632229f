import { formText } from '#web/components/forms';

/**
 * What the form held when sent (never the password), for this tab only: Back from the code page
 * (to mend a mistyped address) finds the form as it was left rather than empty.
 */
const SENT_KEY = 'rishta.signUpSent';
const keptFields = ['firstName', 'lastName', 'userEmail', 'userPhoneCountryCode', 'userPhoneNumber'] as const;
type Kept = Partial<Record<(typeof keptFields)[number], string>>;
export function keepSent(form: FormData): void {
  try {
    sessionStorage.setItem(SENT_KEY, JSON.stringify(Object.fromEntries(keptFields.map((name) => [name, formText(form, name)]))));
  } catch {
    // Storage refused (a private window's quota): the form is only typed again.
  }
}
export function sentBefore(): Kept {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '{}');
    return typeof kept === 'object' && kept !== null ? (kept as Kept) : {};
  } catch {
    return {};
  }
}

/** The sign-up is done (the code entered): nothing to find again. */
export function forgetSent(): void {
  try {
    sessionStorage.removeItem(SENT_KEY);
  } catch {
    // Nothing was kept.
  }
}
