/** Paths of the candidate profile pages. */
const enc = encodeURIComponent;

export const MY_PROFILE_PATH = '/dashboard/myCandidateProfile';
export const myProfilePath = (candidateId: string) => `${MY_PROFILE_PATH}/${enc(candidateId)}`;
export const uploadPhotosPath = (candidateId: string) => `${myProfilePath(candidateId)}/myPhotos/uploadphotos`;
export const newProfilePath = (userId: string) => `/new?uprofileid=${enc(userId)}`;
export const editProfilePath = (candidateId: string, userId: string) =>
  `${myProfilePath(candidateId)}/edit?uprofileid=${enc(userId)}`;
export const changeStatusPath = `${MY_PROFILE_PATH}/changeCandProfileStatus`;
export const statusConfirmPath = (statusReasonId: string) =>
  `${MY_PROFILE_PATH}/statusConfirm?statusReasonId=${enc(statusReasonId)}`;
