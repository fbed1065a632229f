/**
 * The signed-in member's session fields, kept in localStorage under `LoggedInUserProfile` as the
 * spec names it. Checked by hand (no zod) so the entry bundle stays small.
 */
import type { Session } from '../../shared/domain/user.js';

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
  const { id, candidateId, candidateProfileVisibilityFlag, candidateProfilePhotoFlag, userReferralId, firstName, volunteer } =
    session;
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ id, candidateId, candidateProfileVisibilityFlag, candidateProfilePhotoFlag, userReferralId, firstName, volunteer }),
  );
}

export function updateSession(patch: Partial<Session>): Session | null {
  const current = readSession();
  if (!current) return null;
  const next = { ...current, ...patch };
  storeSession(next);
  return next;
}

/**
 * Re-reads the session fields from the API and stores them: after the candidate profile was
 * created, enabled/disabled or deleted, so the routing and notices use the server's flags.
 * The API client is imported lazily (it brings zod). On failure the stored session is kept.
 */
export async function refreshSession(request?: Request): Promise<Session | null> {
  const { api } = await import('./api/client');
  try {
    const session = await api('getSession', request ? { request } : undefined);
    storeSession(session);
    return session;
  } catch (e) {
    if (e instanceof Response) throw e; // the client's redirect to sign-in
    console.error(e);
    return readSession();
  }
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem('TokenKey'); // the spec's token key; Amplify keeps its own tokens
}

/** A `from` value is used only when it is a path on this site. */
export function safeFrom(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (from.startsWith('/signin') || from.startsWith('/signout')) return null;
  return from;
}

export function signinPath(from?: string | null): string {
  const safe = safeFrom(from);
  return safe ? `/signin?from=${encodeURIComponent(safe)}` : '/signin';
}

/** Where a freshly signed-in member goes, in the spec's order. */
export function afterSignInPath(session: Session, from?: string | null): string {
  if (!session.candidateId) return `/new?uprofileid=${encodeURIComponent(session.id)}`;
  if (!session.candidateProfileVisibilityFlag) return '/candProfileVisibilityNotify';
  if (!session.candidateProfilePhotoFlag) return '/candProfilePhotoMissingNotify';
  return safeFrom(from) ?? '/dashboard';
}
