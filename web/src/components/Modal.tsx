import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { Button } from '#web/components/plainControls';
import { Actions } from './plainControls';

/**
 * A modal box with a title and Close, for showing details (ConfirmDialog asks a question instead).
 * A native <dialog> opened with showModal traps focus and makes the page behind it inert; Escape,
 * Close and a click on the backdrop close it. Focus goes to the title on opening and back to what
 * opened it on closing. Used by 'Candidate Details' and 'Service Provider Details'.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
  className,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons beside Close. */
  actions?: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      titleRef.current?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  // Closing when the page goes away (e.g. a navigation) still hands focus back.
  useEffect(() => () => opener.current?.focus(), []);

  // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog details-modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onClick={onBackdrop}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        // Browsers turn Escape into 'cancel' themselves; this covers those (and test DOMs) that do not.
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      {open && (
        <div className="details-modal-body">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="details-modal-title">
            {title}
          </h2>
          {children}
          <Actions justify="flex-end">
            {actions}
            <Button onClick={onClose}>Close</Button>
          </Actions>
        </div>
      )}
    </dialog>
  );
}
