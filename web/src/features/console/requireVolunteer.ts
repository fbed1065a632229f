import { data } from 'react-router';
import { readSession, type Session } from '#web/lib/session';

/**
 * The console's gate, run first by every console loader (loaders of nested routes run in parallel,
 * so a page cannot rely on its parent's check): anyone but a volunteer — a member or a signed-out
 * visitor — gets the app's 404 page, so the console's existence is not advertised. The session's
 * flag only decides what the browser shows; the server checks the Cognito group on every call.
 */
export function requireVolunteer(): Session {
  const session = readSession();
  if (!session?.volunteer) throw data('Not Found', { status: 404 });
  return session;
}
