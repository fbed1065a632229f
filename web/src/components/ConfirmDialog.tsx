import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Actions, Button, buttonLook } from './plainControls';

/**
 * An accessible modal confirmation. Amplify UI has no modal primitive, so the box is a native
 * <dialog> (focus is trapped, Escape cancels) holding Amplify's look (plainControls.tsx). Its content is a form, so
 * a question with a field (a volunteer's reason) confirms with Enter as with the button.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  onOpen,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  /** The confirmed action is running: the button waits. */
  busy?: boolean;
  /** Called each time the dialog opens (e.g. to clear a field). */
  onOpen?: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      onOpen?.();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
    // onOpen is read when `open` turns true, not followed as it changes identity on every render.
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
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        {/* Amplify's Heading and View markup. */}
        <h2 className="amplify-heading amplify-heading--2" id={`${id}-title`}>
          {title}
        </h2>
        <div id={`${id}-body`}>{children}</div>
        <Actions justify="flex-end">
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button type="submit" {...buttonLook(danger ? 'danger' : 'primary')} isDisabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </Actions>
      </form>
    </dialog>
  );
}
