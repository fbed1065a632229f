import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from './api/apiErrors';
import { signinPath } from './paths';

/**
 * For api() calls made from a click rather than a loader: the client's redirect to sign-in (a
 * thrown Response) is followed, anything else becomes the text to show — the server's own message
 * when it sent one (e.g. the view gate's 403), else `fallback`.
 */
export function useFailureText(): (error: unknown, fallback: string) => string | null {
  const navigate = useNavigate();
  return useCallback(
    (error, fallback) => {
      if (error instanceof Response) {
        void navigate(error.headers.get('Location') ?? signinPath());
        return null;
      }
      if (isApiError(error) && error.status !== 0 && error.status < 500 && error.message) return error.message;
      if (!isApiError(error)) console.error(error);
      return fallback;
    },
    [navigate],
  );
}
