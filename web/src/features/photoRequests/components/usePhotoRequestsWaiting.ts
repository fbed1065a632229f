import { startTransition, useEffect, useState } from 'react';
import { api } from '#web/lib/api/lazyClient';
import { afterFirstPaint } from '#web/lib/afterFirstPaint';

/**
 * How many families' photo requests wait for the member's answer (Approve or Decline), read from
 * the Photo Requests list once the caller shows; null until it comes (or when it could not load:
 * the count is a help, its absence no error).
 */
export function usePhotoRequestsWaiting(userId: string): number | null {
  const [waiting, setWaiting] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Not needed for the first paint: read once the page has painted.
    const cancel = afterFirstPaint(() => {
      api('getPhotoRequestList', { params: { userId }, signal: controller.signal })
        .then(({ items }) => startTransition(() => setWaiting(items.filter((i) => i.status === 'pending').length)))
        .catch(() => undefined);
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [userId]);
  return waiting;
}
