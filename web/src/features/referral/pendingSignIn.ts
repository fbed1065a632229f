/**
 * Between the sign-up form and its confirmation page the family's password stays in this page's
 * memory only (never in storage), so confirming the code can sign the family in and continue to the
 * candidate profile as sign-up always did. After a reload it is gone: the family signs in instead.
 */
let pending: { email: string; password: string } | undefined;

export function rememberSignIn(email: string, password: string): void {
  pending = { email: email.toLowerCase(), password };
}

/** The password typed at sign-up for this address, once (it is forgotten as it is taken). */
export function takeSignIn(email: string): string | undefined {
  const found = pending?.email === email.toLowerCase() ? pending.password : undefined;
  pending = undefined;
  return found;
}
