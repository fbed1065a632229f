import { useEffect, useState } from 'react';
import { api } from '#web/lib/api/lazyClient';

/**
 * How many families' photo requests wait for the member's answer (Approve or Decline), read from
 * the Photo Requests list once the caller shows; null until it comes (or when it could not load:
 * the count is a help, its absence no error).
 */
export function usePhotoRequestsWaiting(userId: string): number | null {
  const [waiting, setWaiting] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api('getPhotoRequestList', { params: { userId }, signal: controller.signal })
      .then(({ items }) => setWaiting(items.filter((i) => i.status === 'pending').length))
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId]);
  return waiting;
}
