/**
 * The one route table. Every API operation is declared here once, with its method, path, endpoint
 * group, auth level and zod schemas. It feeds the group Lambdas' Hono apps (validation), the local
 * server, the CDK routes, the SPA's typed client and the OpenAPI document.
 */
import { z } from 'zod';
import * as candidate from '../domain/candidate.js';
import * as user from '../domain/user.js';

export const groups = ['usermgmt', 'profilemgmt', 'userinteract', 'classified', 'admin'] as const;
export type Group = (typeof groups)[number];
export type Auth = 'public' | 'member' | 'volunteer';
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RouteDef<
  P extends z.ZodObject = z.ZodObject,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  group: Group;
  method: Method;
  /** Path under /api/{group}/, with `{param}` placeholders as API Gateway writes them. */
  path: string;
  auth: Auth;
  summary: string;
  params: P;
  body: B;
  response: R;
  /** Path params naming a resource the caller must own (the access tests use it). */
  owned?: readonly string[];
  /** Requests per second and burst for API Gateway throttling of public routes. */
  throttle?: { rate: number; burst: number };
}

const noParams = z.strictObject({});
const message = z.object({ message: z.string() });
const idParam = <K extends string>(key: K) => z.strictObject({ [key]: user.id } as { [P in K]: typeof user.id });

function route<P extends z.ZodObject, B extends z.ZodType | undefined, R extends z.ZodType>(
  def: Omit<RouteDef<P, B, R>, 'params' | 'body'> & { params?: P; body?: B },
): RouteDef<P, B, R> {
  return { ...def, params: (def.params ?? noParams) as P, body: def.body as B };
}

export const routes = {
  // ---- usermgmt: referral codes, sign-up, session, account settings
  validateReferCode: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/validateReferCode/{referralCode}', auth: 'public',
    summary: 'Look up an unused referral code; answers its id',
    params: z.strictObject({ referralCode: user.referralCode }),
    response: z.object({ id: z.string() }),
    throttle: { rate: 5, burst: 10 },
  }),
  requestReferralCode: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/requestReferralCode', auth: 'public',
    summary: 'Ask the volunteers for a referral code',
    body: user.referralRequest,
    response: z.object({ id: z.string() }),
    throttle: { rate: 2, burst: 5 },
  }),
  saveUserProfile: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/saveUserProfile', auth: 'public',
    summary: 'Sign up with a referral code: claims the code, creates the Cognito user and the user profile',
    body: user.signupRequest,
    response: z.object({ id: z.string() }),
    throttle: { rate: 2, burst: 5 },
  }),
  resetUserPassword: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/resetUserPassword', auth: 'public',
    summary: 'Send a password reset code by e-mail (same answer whether or not the account exists)',
    body: user.passwordResetRequest,
    response: message,
    throttle: { rate: 2, burst: 5 },
  }),
  confirmResetUserPassword: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/confirmResetUserPassword', auth: 'public',
    summary: 'Set a new password with the code from the reset e-mail',
    body: user.passwordResetConfirm,
    response: message,
    throttle: { rate: 2, burst: 5 },
  }),
  getSession: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/session', auth: 'member',
    summary: "The signed-in member's session fields",
    response: user.session,
  }),
  getUserProfile: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/getUserProfile/{userProfileId}', auth: 'member',
    summary: "The member's own user profile",
    params: idParam('userProfileId'), owned: ['userProfileId'],
    response: user.userProfile,
  }),
  updateUserProfile: route({
    group: 'usermgmt', method: 'PATCH', path: '/api/usermgmt/saveUserProfile/{userProfileId}', auth: 'member',
    summary: 'Edit the user profile (the e-mail cannot change)',
    params: idParam('userProfileId'), owned: ['userProfileId'],
    body: user.userProfileUpdate,
    response: user.userProfile,
  }),
  changeUserPassword: route({
    group: 'usermgmt', method: 'PATCH', path: '/api/usermgmt/changeUserPassword/{userProfileId}', auth: 'member',
    summary: 'Change the password, given the current one',
    params: idParam('userProfileId'), owned: ['userProfileId'],
    body: user.changePasswordRequest,
    response: message,
  }),
  disableUserProfile: route({
    group: 'usermgmt', method: 'DELETE', path: '/api/usermgmt/manageUserProfileVisibility/{userProfileId}', auth: 'member',
    summary: 'Disable the account: it can no longer sign in and its tokens are refused',
    params: idParam('userProfileId'), owned: ['userProfileId'],
    response: message,
  }),
  getUserReferralDetails: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/getUserReferralDetails/{userReferralId}', auth: 'member',
    summary: "The member's personal referral code for a friend (a new one once the last was used)",
    params: idParam('userReferralId'), owned: ['userReferralId'],
    response: user.referral,
  }),
  getUserNotifySettings: route({
    group: 'usermgmt', method: 'GET', path: '/api/usermgmt/getUserNotifySettings/{userProfileId}', auth: 'member',
    summary: "The member's nine e-mail notification flags",
    params: idParam('userProfileId'), owned: ['userProfileId'],
    response: user.notifySettings,
  }),
  addUserNotifySettings: route({
    group: 'usermgmt', method: 'POST', path: '/api/usermgmt/saveUserNotifySettings', auth: 'member',
    summary: "Save the member's notification flags",
    body: user.notifySettingsInput,
    response: user.notifySettings,
  }),
  editUserNotifySettings: route({
    group: 'usermgmt', method: 'PATCH', path: '/api/usermgmt/saveUserNotifySettings/{userNotifySettingsId}', auth: 'member',
    summary: "Edit the member's notification flags",
    params: idParam('userNotifySettingsId'), owned: ['userNotifySettingsId'],
    body: user.notifySettingsInput,
    response: user.notifySettings,
  }),

  // ---- profilemgmt: the candidate profile, its photos, expectations, status and shared link
  saveCandidateProfile: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/saveProfile', auth: 'member',
    summary: "Create the account's one candidate profile",
    body: candidate.candidateProfileInput,
    response: candidate.candidateProfileView,
  }),
  getCandidateProfile: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getProfileDetails/{candidateId}', auth: 'member',
    summary: 'A candidate profile as the caller may see it (owner: all; other members: masked, no religion)',
    params: idParam('candidateId'),
    response: candidate.candidateProfileView,
  }),
  updateCandidateProfile: route({
    group: 'profilemgmt', method: 'PATCH', path: '/api/profilemgmt/saveProfile/{candidateId}', auth: 'member',
    summary: 'Edit the own candidate profile',
    params: idParam('candidateId'), owned: ['candidateId'],
    body: candidate.candidateProfileInput,
    response: candidate.candidateProfileView,
  }),
  deleteCandidateProfile: route({
    group: 'profilemgmt', method: 'DELETE', path: '/api/profilemgmt/deleteProfile/{candidateId}', auth: 'member',
    summary: 'Delete the own candidate profile with its photos, expectations, shared URL and status reasons',
    params: idParam('candidateId'), owned: ['candidateId'],
    response: message,
  }),
  manageCandProfileVisibility: route({
    group: 'profilemgmt', method: 'PATCH', path: '/api/profilemgmt/manageCandProfileVisibility/{candidateId}', auth: 'member',
    summary: 'Enable or disable the own candidate profile',
    params: idParam('candidateId'), owned: ['candidateId'],
    body: candidate.visibilityInput,
    response: candidate.candidateProfileView,
  }),
  saveCandidateProfileStatusReason: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/saveCandidateProfileStatusReason', auth: 'member',
    summary: 'Record why the profile was enabled or disabled',
    body: candidate.statusReasonInput,
    response: candidate.statusReason,
  }),
  getCandidateProfileStatusReason: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getCandidateProfileStatusReason/{candidateId}', auth: 'member',
    summary: 'The latest status reason of the own candidate profile',
    params: idParam('candidateId'), owned: ['candidateId'],
    response: z.object({ statusReason: candidate.statusReason.nullable() }),
  }),
  getPhotos: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getPhotos/{candidateId}', auth: 'member',
    summary: 'The own candidate photos, as short-lived signed URLs',
    params: idParam('candidateId'), owned: ['candidateId'],
    response: z.object({ items: z.array(candidate.photo) }),
  }),
  requestPhotoUpload: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/uploadPhoto/{candidateId}', auth: 'member',
    summary: 'A presigned S3 POST for one photo (under the unconfirmed prefix)',
    params: idParam('candidateId'), owned: ['candidateId'],
    body: candidate.photoUploadRequest,
    response: candidate.photoUploadTicket,
  }),
  confirmPhotoUpload: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/confirmPhotoUpload/{candidateId}/{photoId}', auth: 'member',
    summary: 'Check the uploaded photo (size, name, image bytes) and keep it, or delete it',
    params: z.strictObject({ candidateId: user.id, photoId: user.id }), owned: ['candidateId'],
    body: candidate.photoConfirmRequest,
    response: candidate.photo,
  }),
  deleteCandidatePhoto: route({
    group: 'profilemgmt', method: 'DELETE', path: '/api/profilemgmt/deleteCandidatePhoto/{candidateId}/{photoId}', auth: 'member',
    summary: 'Delete one photo',
    params: z.strictObject({ candidateId: user.id, photoId: user.id }), owned: ['candidateId'],
    response: message,
  }),
  getExpectationDetails: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getExpectationDetails/{candidateId}', auth: 'member',
    summary: "The own candidate's expectation (none until added)",
    params: idParam('candidateId'), owned: ['candidateId'],
    response: z.object({ expectation: candidate.expectation.nullable() }),
  }),
  addExpectation: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/saveExpectation/{candidateId}', auth: 'member',
    summary: 'Add the expectation',
    params: idParam('candidateId'), owned: ['candidateId'],
    body: candidate.expectationInput,
    response: candidate.expectation,
  }),
  editExpectation: route({
    group: 'profilemgmt', method: 'PATCH', path: '/api/profilemgmt/saveExpectation/{candidateId}/{expectationId}', auth: 'member',
    summary: 'Edit the expectation',
    params: z.strictObject({ candidateId: user.id, expectationId: user.id }), owned: ['candidateId'],
    body: candidate.expectationInput,
    response: candidate.expectation,
  }),
  updatePubURL: route({
    group: 'profilemgmt', method: 'POST', path: '/api/profilemgmt/updatePubURL/{candidateId}', auth: 'member',
    summary: 'Set the shared profile URL (unique)',
    params: idParam('candidateId'), owned: ['candidateId'],
    body: candidate.publicUrlInput,
    response: z.object({ candidateProfilePublicURL: z.string() }),
  }),
  deletePubURL: route({
    group: 'profilemgmt', method: 'DELETE', path: '/api/profilemgmt/updatePubURL/{candidateId}', auth: 'member',
    summary: 'Stop sharing the profile',
    params: idParam('candidateId'), owned: ['candidateId'],
    response: message,
  }),
  getSharedProfile: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getSharedProfile/{sharedPubURL}', auth: 'public',
    summary: 'The profile behind a shared URL: contact details in full, never religion',
    params: z.strictObject({ sharedPubURL: candidate.publicUrlParam }),
    response: candidate.candidateProfileView,
    throttle: { rate: 10, burst: 20 },
  }),
  getProfileByPubURL: route({
    group: 'profilemgmt', method: 'GET', path: '/api/profilemgmt/getProfileByPubURL/{pubProfile}', auth: 'member',
    summary: 'The profile behind a public name, as a member sees it',
    params: z.strictObject({ pubProfile: candidate.publicUrlParam }),
    response: candidate.candidateProfileView,
  }),

  // ---- admin: volunteers only
  listReferralRequests: route({
    group: 'admin', method: 'GET', path: '/api/admin/referralRequests', auth: 'volunteer',
    summary: 'Referral code requests waiting for a volunteer',
    response: z.object({
      items: z.array(z.object({
        id: z.string(), requesterFirstName: z.string(), requesterLastName: z.string(),
        requesterEmailId: z.string(), requesterPhoneNumber: z.string(), createdDate: z.string(),
        // Set once a volunteer ran `npm run admin -- referral --request {id}`.
        answeredAt: z.string().optional(),
      })),
    }),
  }),
  issueReferralCode: route({
    group: 'admin', method: 'POST', path: '/api/admin/referralCodes', auth: 'volunteer',
    summary: 'Create a single-use referral code and e-mail it',
    body: z.strictObject({ email: user.email }),
    response: user.referral,
  }),
} as const;

export type Routes = typeof routes;
export type Operation = keyof Routes;
export const routeList = (Object.entries(routes) as [Operation, RouteDef][]).map(([operation, def]) => ({
  operation,
  ...def,
}));

/** Hono writes path params as `:name`; API Gateway and OpenAPI as `{name}`. */
export const toColonPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{param}` placeholders, encoding each value. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path param ${key}`);
    return encodeURIComponent(value);
  });
}
