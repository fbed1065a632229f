import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Heading, TextAreaField } from '@aws-amplify/ui-react';
import { Actions, buttonLook, messageProps } from '../../../components/forms';

/**
 * A modal asking a volunteer for the reason of an action (reject, hide) before it is taken. The
 * reason is required; `errors` are the server's (or the client's schema's) messages for it, shown
 * under the field. A native <dialog> like ConfirmDialog (focus trapped, Escape cancels), but with a
 * form so Enter and the button both submit. The field is cleared each time the dialog opens.
 */
export function ReasonDialog({
  open,
  title,
  intro,
  confirmLabel,
  busy,
  errors,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  intro: string;
  confirmLabel: string;
  busy: boolean;
  errors: readonly string[];
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setReason('');
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit(reason);
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <Heading level={2} id={`${id}-title`}>
          {title}
        </Heading>
        <p id={`${id}-body`}>{intro}</p>
        <TextAreaField
          label="Reason"
          name="reason"
          rows={3}
          isRequired
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          {...messageProps(errors, [])}
        />
        <Actions justify="flex-end">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" {...buttonLook('danger')} isDisabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </Actions>
      </form>
    </dialog>
  );
}
