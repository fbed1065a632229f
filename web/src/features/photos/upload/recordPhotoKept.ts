/**
 * After the server kept a photo: the stored session takes the server's flags (the first photo
 * turns candidateProfilePhotoFlag true), so the routing leads to the dashboard, not the photo gate.
 */
import { refreshSession } from '#web/lib/refreshSession';
import { updateSession } from '#web/lib/session';

export async function recordPhotoKept(): Promise<void> {
  const session = await refreshSession();
  // refreshSession keeps the stored session when the API cannot be read; the server has the photo
  // all the same, so the flag is set here rather than sending the member to the photo gate.
  if (session && !session.candidateProfilePhotoFlag) updateSession({ candidateProfilePhotoFlag: true });
}
