import { redirect } from 'react-router';
import { signOutLocally } from '#web/lib/auth';
import { paths } from '#web/lib/paths';

/** Sign-out is a route with only an action (the navbar posts to it). */
export async function action() {
  await signOutLocally();
  return redirect(paths.home);
}

/** Someone opening /signout in the address bar just goes home. */
export function loader() {
  return redirect(paths.home);
}
