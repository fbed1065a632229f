import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { errorsFor, isApiError } from '#web/lib/api/client';
import { useFailureText } from '#web/lib/useFailureText';

/** How an action ended: done, refused (the dialog closes, the alert says why), or a reason to fix (the dialog stays). */
export type ActionOutcome = 'done' | 'refused' | 'fixReason';

/**
 * One volunteer action at a time on a console page: `run(key, call, fallback)` marks `key` busy, runs
 * the call (which answers the status text), then reloads the page's data. A 422 on the reason is
 * kept for the open dialog; any other refusal (a 409: another volunteer got there first) becomes the
 * alert in the server's words.
 */
export function useVolunteerAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [refused, setRefused] = useState('');
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);
  const revalidator = useRevalidator();
  const failureText = useFailureText();

  const run = useCallback(
    async (key: string, call: () => Promise<string>, fallback: string): Promise<ActionOutcome> => {
      setBusy(key);
      setNotice('');
      setRefused('');
      try {
        const text = await call();
        setReasonErrors([]);
        setNotice(text);
        void revalidator.revalidate();
        return 'done';
      } catch (e) {
        const fieldMessages = errorsFor(e, 'reason');
        if (isApiError(e) && e.status === 422 && fieldMessages.length) {
          setReasonErrors(fieldMessages);
          return 'fixReason';
        }
        const text = failureText(e, fallback);
        if (text) setRefused(text);
        return 'refused';
      } finally {
        setBusy(null);
      }
    },
    [failureText, revalidator],
  );

  return { busy, notice, refused, reasonErrors, clearReasonErrors: () => setReasonErrors([]), run };
}
