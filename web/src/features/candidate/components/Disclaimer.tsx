import { useEffect, useId, useRef } from 'react';
import { Button, Heading } from '@aws-amplify/ui-react';
import { disclaimerTexts } from '#shared/consentTexts.js';
import { Actions } from '#web/components/forms';

/**
 * The disclaimer before the candidate form: a native modal <dialog> that only its Close and Agree
 * buttons end. Escape is refused (`closedby="none"`, the cancel event prevented), a click on the
 * backdrop does nothing, and should the browser close it anyway it opens again.
 */
export function Disclaimer({ open, onClose, onAgree }: { open: boolean; onClose: () => void; onAgree: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const decided = useRef(false);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.setAttribute('closedby', 'none');
    if (open && !dialog.open) {
      decided.current = false;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      decided.current = true;
      dialog.close();
    }
  }, [open]);

  const decide = (then: () => void) => {
    decided.current = true;
    ref.current?.close();
    then();
  };

  return (
    <dialog
      ref={ref}
      className="dialog disclaimer"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => e.preventDefault()}
      onClose={() => {
        // Closed by the browser (e.g. a repeated Escape), not by a button: show it again.
        if (!decided.current && open) ref.current?.showModal();
      }}
    >
      <Heading level={2} id={`${id}-title`}>
        {disclaimerTexts.title}
      </Heading>
      <div id={`${id}-body`}>
        {disclaimerTexts.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>{disclaimerTexts.choose}</p>
      </div>
      <Actions justify="flex-end">
        <Button onClick={() => decide(onClose)}>Close</Button>
        <Button variation="primary" onClick={() => decide(onAgree)}>
          Agree
        </Button>
      </Actions>
    </dialog>
  );
}
