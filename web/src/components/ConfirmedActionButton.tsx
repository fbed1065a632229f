import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './plainControls';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * A small button whose action waits for a confirmation dialog (Propose, Block this family): the
 * outcome is read out in a live region rendered from the start, a refusal in an alert. The state
 * comes from the caller (lib/useConfirmedAction.ts), which also makes the call. The button is
 * disabled while the call runs, which drops the focus to the page: the outcome then takes it, so a
 * keyboard or screen reader user stays where they were (in the card or the dialog).
 */
export function ConfirmedActionButton({
  label,
  done,
  doneLabel,
  status,
  action,
  onConfirm,
  look,
  className = 'save-button',
  question,
}: {
  label: string;
  /** Done already: the button is disabled and says `doneLabel`. */
  done: boolean;
  doneLabel: string;
  /** What to announce (e.g. 'Your proposal is sent.'); empty until there is news. */
  status: string;
  action: { asking: boolean; busy: boolean; refused: string; ask: () => void; cancel: () => void };
  onConfirm: () => void;
  look?: { variation?: 'primary'; colorTheme?: 'error' };
  className?: string;
  question: { title: string; confirmLabel: string; danger?: boolean; body: ReactNode };
}) {
  const statusRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const focused = document.activeElement as HTMLButtonElement | null;
    // Where the focus was lost: the page, the now disabled button, or the closed confirmation.
    const lost = !focused || focused === document.body || focused.disabled || !!focused.closest('dialog:not([open])');
    if (status && lost) statusRef.current?.focus();
  }, [status]);
  // A <div>, not a <span>: it holds the confirmation <dialog>.
  return (
    <div className={className}>
      <Button size="small" {...look} isDisabled={done || action.busy} aria-busy={action.busy || undefined} onClick={action.ask}>
        {done ? doneLabel : label}
      </Button>
      <span role="status" className="save-message" tabIndex={-1} ref={statusRef}>
        {status}
      </span>
      <span role="alert" className="save-message save-message--error">
        {action.refused}
      </span>
      <ConfirmDialog
        open={action.asking}
        title={question.title}
        confirmLabel={question.confirmLabel}
        danger={question.danger}
        onConfirm={onConfirm}
        onCancel={action.cancel}
      >
        {question.body}
      </ConfirmDialog>
    </div>
  );
}
