import { api } from '../../../api/client';
import { storeSession } from '../../../session';

export const myProfilePath = '/dashboard/myCandidateProfile';
export const photosPath = (candidateId: string) => `${myProfilePath}/${encodeURIComponent(candidateId)}/myPhotos`;
export const uploadPath = (candidateId: string) => `${photosPath(candidateId)}/uploadphotos`;
export const uploadedPath = (candidateId: string) =>
  `${photosPath(candidateId)}/confirmFileUpload?candidateId=${encodeURIComponent(candidateId)}`;

/**
 * Re-reads the session from the server: the first photo turns candidateProfilePhotoFlag true and
 * deleting the last one turns it false. A failure only leaves the stored flag as it was.
 */
export async function refreshSession(request?: Request): Promise<void> {
  try {
    storeSession(await api('getSession', request ? { request } : {}));
  } catch (e) {
    if (e instanceof Response) throw e;
    console.error(e);
  }
}
