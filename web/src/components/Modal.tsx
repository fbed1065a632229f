import { useEffect, useId, useRef, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Button } from '#web/components/plainControls';
import { Actions } from './plainControls';

/**
 * A modal box with a title and Close, for showing details (ConfirmDialog asks a question instead).
 * A native <dialog> opened with showModal traps focus and makes the page behind it inert; Escape,
 * Close and a click on the backdrop close it. Focus goes to the title on opening and back to what
 * opened it on closing. Used by 'Candidate Details' and 'Service Provider Details'.
 * `header` places the title among other things (a photo beside it); `footer` replaces the row of
 * actions and Close with a bar of the caller's, kept in view at the foot of the box as it scrolls.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
  className,
  header = (heading) => heading,
  footer,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons beside Close. */
  actions?: ReactNode;
  className?: string;
  /** Lays out the title (its heading element, which takes the focus on opening) with what goes around it. */
  header?: (heading: ReactElement) => ReactNode;
  /** A bar of actions (with its own Close) in place of `actions` and Close. */
  footer?: ReactNode;
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

  // A title that changes (the loaded profile's name) may come in a new place of the header: the
  // heading is drawn anew, and the focus it had would drop out of the box. It goes back to it.
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog?.open && !dialog.contains(document.activeElement)) titleRef.current?.focus();
  }, [open, title]);

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
          {header(
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className="details-modal-title">
              {title}
            </h2>,
          )}
          {children}
          {!footer && (
            <Actions justify="flex-end">
              {actions}
              <Button onClick={onClose}>Close</Button>
            </Actions>
          )}
        </div>
      )}
      {open && footer && <div className="details-modal-bar">{footer}</div>}
    </dialog>
  );
}
