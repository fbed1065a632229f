/**
 * The sign-up's secret (SignupRequest's `signupSecret`): made by this browser when the form is first
 * sent for an address and kept in its local storage until the account exists, so sending the form
 * again, asking for a new code and entering the code work from this browser (also after a reload or
 * a switch to the mail app), and from nobody else's. Sign-up forgets it once the account is made.
 */
const storageKey = (email: string) => `rishta.signup.${email.trim().toLowerCase()}`;

function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function stored(email: string): string | undefined {
  try {
    return localStorage.getItem(storageKey(email)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** This browser's secret for a sign-up with the address: the one kept, or a new one, kept from now on. */
export function signupSecretFor(email: string): string {
  const kept = stored(email);
  if (kept) return kept;
  const secret = newSecret();
  try {
    localStorage.setItem(storageKey(email), secret);
  } catch {
    // Storage refused (a private window's quota): the secret lives as long as this page.
  }
  memory.set(storageKey(email), secret);
  return secret;
}

/** The secret this browser holds for the address; a made-up one when it holds none (the server then finds no sign-up of ours). */
export function heldSignupSecret(email: string): string {
  return stored(email) ?? memory.get(storageKey(email)) ?? newSecret();
}

/** The addresses whose sign-up this browser started and has not finished (a secret is kept for each). */
export function waitingSignupsHere(): string[] {
  const prefix = storageKey('');
  try {
    return Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)).sort();
  } catch {
    return [];
  }
}

/** The account exists: the secret has done its work. */
export function forgetSignupSecret(email: string): void {
  memory.delete(storageKey(email));
  try {
    localStorage.removeItem(storageKey(email));
  } catch {
    /* nothing kept */
  }
}

const memory = new Map<string, string>();
