import type { NotifySettings } from '#shared/domain/user.js';
import { api, isApiError } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';

/** The member's settings, or null when none are saved yet (every flag then defaults to Yes). */
export async function loadNotifySettings(request: Request): Promise<NotifySettings | null> {
  const session = await requireSession(request);
  try {
    return await api('getUserNotifySettings', { params: { userProfileId: session.id }, request });
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}
