import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Heading, View } from '@aws-amplify/ui-react';
import { Actions, buttonLook } from './forms';

/**
 * An accessible modal confirmation. Amplify UI has no modal primitive, so the box is a native
 * <dialog> (focus is trapped, Escape cancels) holding Amplify primitives.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
      <Heading level={2} id={`${id}-title`}>
        {title}
      </Heading>
      <View id={`${id}-body`}>{children}</View>
      <Actions justify="flex-end">
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button {...buttonLook(danger ? 'danger' : 'primary')} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Actions>
    </dialog>
  );
}
