/**
 * What the photos feature offers other features: the upload itself (re-encode, presigned POST with
 * progress, confirm) with its progress bar and failure message, for the new-profile form's submit,
 * and the hand-over of a photo whose upload did not finish to the upload page.
 */
export { UploadFailureAlert } from './components/UploadFailureAlert';
export { UploadProgress } from './components/UploadProgress';
export { peekPendingPhoto, setPendingPhoto } from './pendingPhoto';
export { chosenPhotoProblems, PHOTO_ACCEPT, PHOTO_ADVICE } from './upload/phonePhoto';
export { recordPhotoKept } from './upload/recordPhotoKept';
export { usePhotoUpload, type UploadFailure } from './upload/usePhotoUpload';
