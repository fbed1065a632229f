import { useCallback, useEffect, useRef, useState } from 'react';
import { blockTexts } from '#shared/domain/blockTexts.js';

/**
 * For a list of profiles whose 'Candidate Details' modal carries Block this family: once a family
 * is blocked, `remove` closes the modal and takes the family's card off the list, and `notice` (a
 * live region the list renders from the start) says so. Focus moves to the notice in an effect:
 * the list's effects run after the modal's, so the modal has closed and the page behind it is no
 * longer inert (a focus() from the click itself would be lost, and the card that opened the modal is gone).
 */
export function useBlockingInList(remove: (candidateId: string) => void) {
  const [blocks, setBlocks] = useState(0);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (blocks > 0) noticeRef.current?.focus();
  }, [blocks]);

  const onBlocked = useCallback(
    (candidateId: string) => {
      remove(candidateId);
      setBlocks((n) => n + 1);
    },
    [remove],
  );

  const notice = (
    <p ref={noticeRef} tabIndex={-1} role="status" className="block-notice">
      {blocks > 0 ? blockTexts.blocked : ''}
    </p>
  );
  return { onBlocked, notice };
}
