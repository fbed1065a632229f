/** The profilemgmt group's operations (the candidate profile, its photos, expectations, status and shared link). */
import * as z from 'zod';
import * as candidate from '../../domain/candidate.js';
import * as photoAccess from '../../domain/photoAccess.js';
import * as search from '../../domain/search.js';
import { id } from '../../domain/fields.js';
import { idParam, message, pageParam, route } from './define.js';

export const profilemgmtRoutes = {
  saveCandidateProfile: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/saveProfile', auth: 'member',
    summary: "Create the account's one candidate profile",
    body: () => candidate.candidateProfileInput,
    response: () => candidate.candidateProfileView,
  }),
  getCandidateProfile: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getProfileDetails/{candidateId}', auth: 'member',
    summary: 'A candidate profile as the caller may see it (owner: all; other members: masked, no religion)',
    params: () => idParam('candidateId'),
    response: () => candidate.candidateProfileView,
  }),
  updateCandidateProfile: route({
    group: 'profilemgmt', method: 'PATCH', path: '/api/profilemgmt/saveProfile/{candidateId}', auth: 'member',
    summary: 'Edit the own candidate profile',
    params: () => idParam('candidateId'), owned: ['candidateId'],
    body: () => candidate.candidateProfileInput,
    response: () => candidate.candidateProfileView,
  }),
  updateFamilyDetails: route({
    group: 'profilemgmt', method: 'PATCH', path: '/api/profilemgmt/saveFamilyDetails/{candidateId}', auth: 'member',
    summary: "Edit the own profile's Family Details section only (a field left out or '' is cleared; nothing else changes)",
    params: () => idParam('candidateId'), owned: ['candidateId'],
    body: () => candidate.familyDetailsInput,
    response: () => candidate.candidateProfileView,
  }),
  updateHoroscope: route({
    group: 'profilemgmt', method: 'PATCH', path: '/api/profilemgmt/saveHoroscope/{candidateId}', auth: 'member',
    summary: "Edit the own profile's Horoscope section only (a field left out or '' is cleared; nothing else changes)",
    params: () => idParam('candidateId'), owned: ['candidateId'],
    body: () => candidate.horoscopeInput,
    response: () => candidate.candidateProfileView,
  }),
  deleteCandidateProfile: route({
    group: 'profilemgmt', method: 'DELETE', path: '/api/profilemgmt/deleteProfile/{candidateId}', auth: 'member',
    summary: 'Delete the own candidate profile with its photos, expectations, shared URL and status reasons',
    params: () => idParam('candidateId'), owned: ['candidateId'],
    response: message,
  }),
  manageCandProfileVisibility: route({
    group: 'profilemgmt', method: 'PATCH', path: '/api/profilemgmt/manageCandProfileVisibility/{candidateId}', auth: 'member',
    summary: 'Enable or disable the own candidate profile',
    params: () => idParam('candidateId'), owned: ['candidateId'],
    body: () => candidate.visibilityInput,
    response: () => candidate.candidateProfileView,
  }),
  saveCandidateProfileStatusReason: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/saveCandidateProfileStatusReason', auth: 'member',
    summary: 'Record why the profile was enabled or disabled',
    body: () => candidate.statusReasonInput,
    response: () => candidate.statusReason,
  }),
  getCandidateProfileStatusReason: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getCandidateProfileStatusReason/{candidateId}', auth: 'member',
    summary: 'The latest status reason of the own candidate profile',
    params: () => idParam('candidateId'), owned: ['candidateId'],
    response: () => z.object({ statusReason: candidate.statusReason.nullable() }),
  }),
  setPhotoAccess: route({
    group: 'profilemgmt', method: 'PATCH', path: '/api/profilemgmt/setPhotoAccess/{candidateId}', auth: 'member',
    summary: 'Choose who sees which photo: every member all, members the first, or members none until a proposal is accepted or a request approved',
    params: () => idParam('candidateId'), owned: ['candidateId'],
    body: () => photoAccess.photoAccessInput,
    response: () => candidate.candidateProfileView,
  }),
  getPhotos: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getPhotos/{candidateId}', auth: 'member',
    summary: 'The own candidate photos, as short-lived signed URLs',
    params: () => idParam('candidateId'), owned: ['candidateId'],
    response: () => z.object({ items: z.array(candidate.photo) }),
  }),
  requestPhotoUpload: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/uploadPhoto/{candidateId}', auth: 'member',
    summary: 'A presigned S3 POST for one photo (under the unconfirmed prefix)',
    params: () => idParam('candidateId'), owned: ['candidateId'],
    body: () => candidate.photoUploadRequest,
    response: () => candidate.photoUploadTicket,
  }),
  confirmPhotoUpload: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/confirmPhotoUpload/{candidateId}/{photoId}', auth: 'member',
    summary: 'Check the uploaded photo (size, name, image bytes) and keep it, or delete it',
    params: () => z.strictObject({ candidateId: id, photoId: id }), owned: ['candidateId'],
    body: () => candidate.photoConfirmRequest,
    response: () => candidate.photo,
  }),
  deleteCandidatePhoto: route({
    group: 'profilemgmt', method: 'DELETE', path: '/api/profilemgmt/deleteCandidatePhoto/{candidateId}/{photoId}', auth: 'member',
    summary: 'Delete one photo',
    params: () => z.strictObject({ candidateId: id, photoId: id }), owned: ['candidateId'],
    response: message,
  }),
  getExpectationDetails: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getExpectationDetails/{candidateId}', auth: 'member',
    summary: "The own candidate's expectation (none until added)",
    params: () => idParam('candidateId'), owned: ['candidateId'],
    response: () => z.object({ expectation: candidate.expectation.nullable() }),
  }),
  addExpectation: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/saveExpectation/{candidateId}', auth: 'member',
    summary: 'Add the expectation',
    params: () => idParam('candidateId'), owned: ['candidateId'],
    body: () => candidate.expectationInput,
    response: () => candidate.expectation,
  }),
  editExpectation: route({
    group: 'profilemgmt', method: 'PATCH', path: '/api/profilemgmt/saveExpectation/{candidateId}/{expectationId}', auth: 'member',
    summary: 'Edit the expectation',
    params: () => z.strictObject({ candidateId: id, expectationId: id }), owned: ['candidateId'],
    body: () => candidate.expectationInput,
    response: () => candidate.expectation,
  }),
  updatePubURL: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/updatePubURL/{candidateId}', auth: 'member',
    summary: 'Set the shared profile URL (unique)',
    params: () => idParam('candidateId'), owned: ['candidateId'],
    body: () => candidate.publicUrlInput,
    response: () => z.object({ candidateProfilePublicURL: z.string() }),
  }),
  deletePubURL: route({
    group: 'profilemgmt', method: 'DELETE', path: '/api/profilemgmt/updatePubURL/{candidateId}', auth: 'member',
    summary: 'Stop sharing the profile',
    params: () => idParam('candidateId'), owned: ['candidateId'],
    response: message,
  }),
  getSharedProfile: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getSharedProfile/{sharedPubURL}', auth: 'public',
    summary: 'The profile behind a shared URL: contact details in full, never religion',
    params: () => z.strictObject({ sharedPubURL: candidate.publicUrlParam }),
    response: () => candidate.candidateProfileView,
    throttle: { rate: 10, burst: 20 },
  }),
  getProfileByPubURL: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getProfileByPubURL/{pubProfile}', auth: 'member',
    summary: 'The profile behind a public name, as a member sees it',
    params: () => z.strictObject({ pubProfile: candidate.publicUrlParam }),
    response: () => candidate.candidateProfileView,
  }),
  searchProfiles: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/searchProfiles', auth: 'member',
    summary: 'Search the listed profiles (24 a page, the more complete first, then the most recently updated; total is the whole count)',
    body: () => search.searchRequest,
    response: () => search.searchResponse,
  }),
  getMatchingProfiles: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getMatchingProfiles/{candidateId}', auth: 'member',
    summary: "Profiles that fit the own expectation, best two-way fit first (the first 24)",
    params: () => idParam('candidateId'), owned: ['candidateId'],
    response: () => search.matchResponse,
  }),
  getMatchingProfilesPage: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getMatchingProfiles/{candidateId}/{page}', auth: 'member',
    summary: 'A further page of 24 matched profiles',
    params: () => z.strictObject({ candidateId: id, page: pageParam() }), owned: ['candidateId'],
    response: () => search.matchResponse,
  }),
} as const;
