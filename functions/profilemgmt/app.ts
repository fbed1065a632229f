import { profilemgmtRoutes } from '#shared/api/routes/profilemgmt.js';
import { familyDetailsKeys, horoscopeKeys } from '#shared/domain/candidate.js';
import { createGroupDispatch } from '../http/dispatch.js';

// Each route's services are imported on its first call: with the bundle split into chunks
// (infra/bundling.ts), a cold request loads only its own route's code and clients.
const candidates = () => import('../profiles/candidates.js');
const discoveryModule = () => import('../profiles/discovery.js');
const matchesModule = () => import('../profiles/matches.js');
const expectationsModule = () => import('../profiles/expectations.js');
const photos = () => import('../profiles/photos.js');

/** The candidate profile group: profile, photos, expectations, status and the shared link. */
export const profilemgmtDispatch = createGroupDispatch(profilemgmtRoutes, {
  saveCandidateProfile: async ({ caller, body }) => (await candidates()).saveCandidateProfile(caller, body),
  getCandidateProfile: async ({ caller, params }) => (await candidates()).getCandidateProfile(caller, params.candidateId),
  updateCandidateProfile: async ({ caller, params, body }) => (await candidates()).updateCandidateProfile(caller, params.candidateId, body),
  updateFamilyDetails: async ({ caller, params, body }) => (await candidates()).updateProfileSection(caller, params.candidateId, familyDetailsKeys, body),
  updateHoroscope: async ({ caller, params, body }) => (await candidates()).updateProfileSection(caller, params.candidateId, horoscopeKeys, body),
  deleteCandidateProfile: async ({ caller, params }) => (await candidates()).deleteCandidateProfile(caller, params.candidateId),
  manageCandProfileVisibility: async ({ caller, params, body }) => (await candidates()).manageCandProfileVisibility(caller, params.candidateId, body.candidateProfileVisibilityFlag),
  setPhotoAccess: async ({ caller, params, body }) => (await candidates()).setPhotoAccess(caller, params.candidateId, body.photoAccess),
  saveCandidateProfileStatusReason: async ({ caller, body }) => (await candidates()).saveCandidateProfileStatusReason(caller, body.candidateId, body.candidateProfileStatusReason),
  getCandidateProfileStatusReason: async ({ caller, params }) => (await candidates()).getCandidateProfileStatusReason(caller, params.candidateId),
  getPhotos: async ({ caller, params }) => (await photos()).getPhotos(caller, params.candidateId),
  requestPhotoUpload: async ({ caller, params, body }) => (await photos()).requestPhotoUpload(caller, params.candidateId, body),
  confirmPhotoUpload: async ({ caller, params, body }) => (await photos()).confirmPhotoUpload(caller, params.candidateId, params.photoId, body.fileName),
  deleteCandidatePhoto: async ({ caller, params }) => (await photos()).deleteCandidatePhoto(caller, params.candidateId, params.photoId),
  getExpectationDetails: async ({ caller, params }) => (await expectationsModule()).getExpectationDetails(caller, params.candidateId),
  addExpectation: async ({ caller, params, body }) => (await expectationsModule()).addExpectation(caller, params.candidateId, body),
  editExpectation: async ({ caller, params, body }) => (await expectationsModule()).editExpectation(caller, params.candidateId, params.expectationId, body),
  updatePubURL: async ({ caller, params, body }) => (await candidates()).updatePubURL(caller, params.candidateId, body.candidateProfilePublicURL),
  deletePubURL: async ({ caller, params }) => (await candidates()).deletePubURL(caller, params.candidateId),
  getSharedProfile: async ({ params }) => (await candidates()).getSharedProfile(params.sharedPubURL),
  getProfileByPubURL: async ({ caller, params }) => (await candidates()).getProfileByPubURL(caller, params.pubProfile),
  searchProfiles: async ({ caller, body }) => (await discoveryModule()).searchProfiles(caller, body),
  getMatchingProfiles: async ({ caller, params }) => (await matchesModule()).getMatchingProfiles(caller, params.candidateId),
  getMatchingProfilesPage: async ({ caller, params }) => (await matchesModule()).getMatchingProfiles(caller, params.candidateId, params.page),
});
