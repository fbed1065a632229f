import { useState } from 'react';
import { useFailureText } from './useFailureText';

/**
 * A button's action behind a confirmation dialog (Propose, Block this family): whether the dialog
 * is open, whether the call is running, and the refusal to show — the server's own message, else
 * `fallback(error)`. `run` closes the dialog, makes the call, and on success calls `onDone`.
 */
export function useConfirmedAction(fallback: (error: unknown) => string) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  const failureText = useFailureText();

  async function run(call: () => Promise<unknown>, onDone: () => void) {
    setAsking(false);
    setBusy(true);
    setRefused('');
    try {
      await call();
      onDone();
    } catch (e) {
      const text = failureText(e, fallback(e));
      if (text) setRefused(text);
    } finally {
      setBusy(false);
    }
  }

  return { asking, ask: () => setAsking(true), cancel: () => setAsking(false), busy, refused, run };
}
