/**
 * The signed-in member's session fields, kept in localStorage under `LoggedInUserProfile` as the
 * spec names it: storage only (reading them again from the server is refreshSession.ts, sign-in
 * URLs are paths.ts). Checked by hand (no zod) so the entry bundle stays small.
 */
import type { Session } from '#shared/domain/user.js';

export type { Session };
export const SESSION_KEY = 'LoggedInUserProfile';

function isSession(v: unknown): v is Session {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.id === 'string' &&
    (s.candidateId === null || typeof s.candidateId === 'string') &&
    typeof s.candidateProfileVisibilityFlag === 'boolean' &&
    typeof s.candidateProfilePhotoFlag === 'boolean' &&
    (s.viewGate === null || typeof s.viewGate === 'string') &&
    typeof s.userReferralId === 'string' &&
    typeof s.firstName === 'string' &&
    typeof s.volunteer === 'boolean'
  );
}

export function readSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeSession(session: Session): void {
  const { id, candidateId, candidateProfileVisibilityFlag, candidateProfilePhotoFlag, viewGate, userReferralId, firstName, volunteer } =
    session;
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ id, candidateId, candidateProfileVisibilityFlag, candidateProfilePhotoFlag, viewGate, userReferralId, firstName, volunteer }),
  );
}

export function updateSession(patch: Partial<Session>): Session | null {
  const current = readSession();
  if (!current) return null;
  const next = { ...current, ...patch };
  storeSession(next);
  return next;
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem('TokenKey'); // the spec's token key; Amplify keeps its own tokens
}

/**
 * When this browser's session was last refused (its token would not refresh, or the server
 * answered 401) or ended in another tab: removed from the family, the family disabled, signed out
 * elsewhere. The loaders of one navigation run side by side, and whichever redirects to sign-in
 * first, the page says why rather than appearing out of nowhere.
 */
let refusedAt = 0;
export const noteSessionRefused = () => {
  refusedAt = Date.now();
};
/** The sign-in page's notice for a redirect now: 'signedOut' just after a refusal. */
export const signedOutNotice = (): 'signedOut' | undefined => (Date.now() - refusedAt < 30_000 ? 'signedOut' : undefined);
