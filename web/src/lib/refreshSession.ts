/**
 * Re-reads the session fields from the API and stores them: after the candidate profile was
 * created, enabled/disabled or deleted, or a photo was added or deleted (the first photo turns
 * candidateProfilePhotoFlag true, deleting the last one false), so the routing and notices use
 * the server's flags. Kept apart from session.ts, which the entry bundle loads: this one brings
 * the API client (and zod). On failure the stored session is kept and answered.
 */
import { api } from './api/client';
import { readSession, storeSession, type Session } from './session';

export async function refreshSession(request?: Request): Promise<Session | null> {
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
