import { redirect } from 'react-router';
import { pathOf, signedOutNotice } from './auth';
import { signinPath } from './paths';
import { readSession, type Session } from './session';

/**
 * The session fields a dashboard tab's loader needs (ids). The tab frame's loader, which runs
 * beside it, checks the sign-in itself (requireSession: the Amplify token); a tab only reads the
 * stored fields, so a page load asks Amplify once.
 */
export function storedSession(request: Request): Session {
  const session = readSession();
  if (!session) throw redirect(signinPath(pathOf(request), signedOutNotice()));
  return session;
}
