import { createGroupApp } from '../lib/app.js';
import * as candidates from '../services/candidates.js';
import { readExpectation, saveExpectation } from '../services/expectations.js';
import * as photos from '../services/photos.js';

/** The candidate profile group: profile, photos, expectations, status and the shared link. */
export const profilemgmtApp = createGroupApp('profilemgmt', {
  saveCandidateProfile: ({ caller, body }) => candidates.createCandidate(caller, body),
  getCandidateProfile: ({ caller, params }) => candidates.readCandidate(caller, params.candidateId),
  updateCandidateProfile: ({ caller, params, body }) => candidates.updateCandidate(caller, params.candidateId, body),
  deleteCandidateProfile: ({ caller, params }) => candidates.deleteCandidate(caller, params.candidateId),
  manageCandProfileVisibility: ({ caller, params, body }) => candidates.setVisibility(caller, params.candidateId, body.candidateProfileVisibilityFlag),
  saveCandidateProfileStatusReason: ({ caller, body }) => candidates.saveStatusReason(caller, body.candidateId, body.candidateProfileStatusReason),
  getCandidateProfileStatusReason: ({ caller, params }) => candidates.readStatusReason(caller, params.candidateId),
  getPhotos: ({ caller, params }) => photos.ownPhotos(caller, params.candidateId),
  requestPhotoUpload: ({ caller, params, body }) => photos.requestUpload(caller, params.candidateId, body),
  confirmPhotoUpload: ({ caller, params, body }) => photos.confirmUpload(caller, params.candidateId, params.photoId, body.fileName),
  deleteCandidatePhoto: ({ caller, params }) => photos.deletePhoto(caller, params.candidateId, params.photoId),
  getExpectationDetails: ({ caller, params }) => readExpectation(caller, params.candidateId),
  addExpectation: ({ caller, params, body }) => saveExpectation(caller, params.candidateId, body),
  editExpectation: ({ caller, params, body }) => saveExpectation(caller, params.candidateId, body, params.expectationId),
  updatePubURL: ({ caller, params, body }) => candidates.setPublicUrl(caller, params.candidateId, body.candidateProfilePublicURL),
  deletePubURL: ({ caller, params }) => candidates.stopSharing(caller, params.candidateId),
  getSharedProfile: ({ params }) => candidates.sharedProfile(params.sharedPubURL),
  getProfileByPubURL: ({ caller, params }) => candidates.profileByPublicName(caller, params.pubProfile),
});
