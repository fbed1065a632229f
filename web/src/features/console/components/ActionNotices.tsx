import { useEffect, useRef } from 'react';

/**
 * What a volunteer's last action did: the polite status (focused when it changes, as the acted-on
 * button is often gone) and the alert with a refusal in the server's own words.
 */
export function ActionNotices({ notice, refused }: { notice: string; refused: string }) {
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  return (
    <>
      <p ref={noticeRef} tabIndex={-1} role="status" className="console-notice">
        {notice}
      </p>
      <p role="alert" className="console-error">
        {refused}
      </p>
    </>
  );
}
