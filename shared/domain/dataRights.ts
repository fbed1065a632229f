/**
 * The family's data rights under User Settings: 'Download My Data' (one JSON document of everything
 * the product holds about the account and its candidate profile) and 'Delete My Account and
 * Everything' (confirmed by typing the account's e-mail). The export reuses each list's own shape,
 * so it never holds more of another family than the member already sees.
 */
import { photoRequestView, sentPhotoRequest } from './photoRequests.js';
import * as z from 'zod';
import { lazySchema } from './lazySchema.js';
import { blockedFamily } from './blocks.js';
import { candidateProfileView, expectation, statusReason } from './candidate.js';
import { ownServiceProvider } from './classified.js';
import { familyMemberView, invitationView } from './family.js';
import { activityList } from './familyActivity.js';
import { email, singleLine } from './fields.js';
import { proposalView } from './proposals.js';
import { savedProfile } from './search.js';
import { reportReasons } from './trust.js';
import { notifySettings, userProfile } from './user.js';

export const dataRightsTexts = {
  downloadTitle: 'Download My Data',
  downloadFileName: 'rishta-my-data.json',
  deleteTitle: 'Delete My Account and Everything',
  emailMismatch: 'This is not the e-mail address you sign in with.',
  nameMismatch: "This is not your candidate's first name as it is on the profile.",
  nameMissing: "Please type your candidate's first name.",
  emailMissing: 'Please type the e-mail address you sign in with.',
  deleteFamilyNote: 'This deletes the whole family: every member\'s sign-in goes too, and each of you gets an e-mail.',
  deleteRefused: 'Your account was not deleted.',
  deleted: 'Your account and everything it held are deleted. Thank you for having been part of rishta.',
  photoLinks: 'Photo links in this file work for 5 minutes after the download.',
} as const;

/** A report the member filed, without the reported family's name or the volunteers' notes. */
export const filedReport = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    candidateId: z.string(),
    reason: z.enum(reportReasons),
    details: z.string(),
    status: z.string(),
    createdDate: z.string(),
  }));

export const myDataExport = /* @__PURE__ */ lazySchema(() =>
  z.object({
    exportedAt: z.string(),
    notice: z.string(),
    userProfile,
    notifySettings: notifySettings.nullable(),
    /** The owner's view, photos with short-lived signed links. */
    candidateProfile: candidateProfileView.nullable(),
    expectation: expectation.nullable(),
    statusReasons: z.array(statusReason),
    savedProfiles: z.array(savedProfile),
    /** Proposals and Not Interested marks sent, and proposals received, each as the lists show them. */
    proposalsSent: z.array(proposalView),
    proposalsReceived: z.array(proposalView),
    blockedFamilies: z.array(blockedFamily),
    serviceListings: z.array(ownServiceProvider),
    reportsFiled: z.array(filedReport),
    /** Photo requests the family received (as Photo Requests lists them) and sent (as it sees their state). */
    photoRequestsReceived: z.array(photoRequestView),
    photoRequestsSent: z.array(sentPhotoRequest),
    /** The family's people and pending invitations (as Family Members lists them) and its acts of the last 90 days (Family Activity). */
    familyMembers: z.array(familyMemberView),
    familyInvitations: z.array(invitationView),
    familyActivity: activityList,
  }));
export type MyDataExport = z.infer<typeof myDataExport>;

/**
 * Deleting the family is confirmed by typing the candidate's first name (any member may delete it);
 * a family with no candidate profile yet types the e-mail address the member signs in with. The
 * server compares either (trimmed, case-insensitive) with what it holds, and names the field that
 * was expected when it does not match.
 */
export const deleteAccountRequest = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    candidateFirstName: singleLine('The first name').max(60, 'At most 60 characters').optional(),
    userEmail: email.optional(),
  }));
