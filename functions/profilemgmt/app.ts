import { profilemgmtRoutes } from '#shared/api/routes/profilemgmt.js';
import { familyDetailsKeys, horoscopeKeys } from '#shared/domain/candidate.js';
import { createGroupApp } from '../http/app.js';
import * as candidates from '../services/candidates.js';
import { getMatchingProfiles, searchProfiles } from '../services/discovery.js';
import { addExpectation, editExpectation, getExpectationDetails } from '../services/expectations.js';
import * as photos from '../services/photos.js';

/** The candidate profile group: profile, photos, expectations, status and the shared link. */
export const profilemgmtApp = createGroupApp(profilemgmtRoutes, {
  saveCandidateProfile: ({ caller, body }) => candidates.saveCandidateProfile(caller, body),
  getCandidateProfile: ({ caller, params }) => candidates.getCandidateProfile(caller, params.candidateId),
  updateCandidateProfile: ({ caller, params, body }) => candidates.updateCandidateProfile(caller, params.candidateId, body),
  updateFamilyDetails: ({ caller, params, body }) => candidates.updateProfileSection(caller, params.candidateId, familyDetailsKeys, body),
  updateHoroscope: ({ caller, params, body }) => candidates.updateProfileSection(caller, params.candidateId, horoscopeKeys, body),
  deleteCandidateProfile: ({ caller, params }) => candidates.deleteCandidateProfile(caller, params.candidateId),
  manageCandProfileVisibility: ({ caller, params, body }) => candidates.manageCandProfileVisibility(caller, params.candidateId, body.candidateProfileVisibilityFlag),
  setPhotoAccess: ({ caller, params, body }) => candidates.setPhotoAccess(caller, params.candidateId, body.photoAccess),
  saveCandidateProfileStatusReason: ({ caller, body }) => candidates.saveCandidateProfileStatusReason(caller, body.candidateId, body.candidateProfileStatusReason),
  getCandidateProfileStatusReason: ({ caller, params }) => candidates.getCandidateProfileStatusReason(caller, params.candidateId),
  getPhotos: ({ caller, params }) => photos.getPhotos(caller, params.candidateId),
  requestPhotoUpload: ({ caller, params, body }) => photos.requestPhotoUpload(caller, params.candidateId, body),
  confirmPhotoUpload: ({ caller, params, body }) => photos.confirmPhotoUpload(caller, params.candidateId, params.photoId, body.fileName),
  deleteCandidatePhoto: ({ caller, params }) => photos.deleteCandidatePhoto(caller, params.candidateId, params.photoId),
  getExpectationDetails: ({ caller, params }) => getExpectationDetails(caller, params.candidateId),
  addExpectation: ({ caller, params, body }) => addExpectation(caller, params.candidateId, body),
  editExpectation: ({ caller, params, body }) => editExpectation(caller, params.candidateId, params.expectationId, body),
  updatePubURL: ({ caller, params, body }) => candidates.updatePubURL(caller, params.candidateId, body.candidateProfilePublicURL),
  deletePubURL: ({ caller, params }) => candidates.deletePubURL(caller, params.candidateId),
  getSharedProfile: ({ params }) => candidates.getSharedProfile(params.sharedPubURL),
  getProfileByPubURL: ({ caller, params }) => candidates.getProfileByPubURL(caller, params.pubProfile),
  searchProfiles: ({ caller, body }) => searchProfiles(caller, body),
  getMatchingProfiles: ({ caller, params }) => getMatchingProfiles(caller, params.candidateId),
  getMatchingProfilesPage: ({ caller, params }) => getMatchingProfiles(caller, params.candidateId, params.page),
});
