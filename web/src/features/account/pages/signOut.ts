import { redirect, type ActionFunctionArgs } from 'react-router';
import { signOutLocally } from '#web/lib/auth';
import { paths, safeFrom } from '#web/lib/paths';

/**
 * Sign-out is a route with only an action (the navbar posts to it). A page that asks to sign out
 * before going on (an invitation opened in a signed-in browser) sends `to`, itself, to come back to.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const to = form.get('to');
  await signOutLocally();
  return redirect((typeof to === 'string' && safeFrom(to)) || paths.home);
}

/** Someone opening /signout in the address bar just goes home. */
export function loader() {
  return redirect(paths.home);
}
