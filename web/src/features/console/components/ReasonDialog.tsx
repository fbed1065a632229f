import { useState, type ReactNode } from 'react';
import { TextAreaField } from '@aws-amplify/ui-react';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { messageProps } from '#web/components/forms';

/**
 * A confirmation asking a volunteer for the reason of an action (reject, hide) before it is taken.
 * The reason is required; `errors` are the server's (or the client's schema's) messages for it,
 * shown under the field. Enter and the button both confirm; the field is cleared at each opening.
 * `children` are any further choices, shown between the intro and the reason (a report's outcome).
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
  children,
}: {
  open: boolean;
  title: string;
  intro: string;
  confirmLabel: string;
  busy: boolean;
  errors: readonly string[];
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      danger
      busy={busy}
      onOpen={() => setReason('')}
      onConfirm={() => onSubmit(reason)}
      onCancel={onCancel}
    >
      <p>{intro}</p>
      {children}
      <TextAreaField
        label="Reason"
        name="reason"
        rows={3}
        isRequired
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        {...messageProps(errors, [])}
      />
    </ConfirmDialog>
  );
}
