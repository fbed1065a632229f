import type { LoaderFunctionArgs } from 'react-router';
import { requireSession } from '#web/lib/auth';

/** The loader of a settings form that reads nothing before it is filled in, but only for a signed-in member. */
export async function signedInOnlyLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  return null;
}
