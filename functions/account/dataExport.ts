/**
 * 'Download My Data': one document of everything the product holds about the member's account and
 * candidate profile. Each part is read by the very function that shows it on its own screen (the
 * owner's profile view, the saved list, both proposal lists, the blocked families, the listings,
 * Family Members and Family Activity),
 * so another family appears only as the member already sees it, and only while the member's view
 * gate is open; the response schema (shared/domain/dataRights.ts) then drops anything undeclared.
 * Photo links are the usual signed links, valid for 5 minutes. The candidate profile's fields are
 * those shared/domain/profileFields.ts shows its owner (through shapeCandidate).
 */
import { dataRightsTexts, type MyDataExport } from '#shared/domain/dataRights.js';
import type { ProposalView } from '#shared/domain/proposals.js';
import { getCandidate, getExpectation, listCandidatePartition, statusReasonEntity } from '../candidates/index.js';
import type { Caller } from '../lib/caller.js';
import { now } from '../lib/ids.js';
import { getNotifySettings } from '../members/index.js';
import { getReport, listReportIdsBy } from '../trust/index.js';
import { assertSelf, viewingStateOf } from '../familyProfiles/index.js';
import { getUserProfile } from './account.js';
import { listFamily } from '../family/index.js';
import { getBlockedFamilyList, getFamilyActivity, proposalHistory } from '../proposals/index.js';
import { getCandidateProfile, getMyServiceProviders, photoRequestHistory, savedListOf } from '../profiles/index.js';

export async function exportMyData(caller: Caller, userProfileId: string): Promise<MyDataExport> {
  assertSelf(caller, userProfileId);
  const userId = caller.userId;
  const candidateId = caller.user.candidateId;
  const candidate = candidateId ? await getCandidate(candidateId) : undefined;
  // Cards carry photos as the member sees them on its lists (who they are to each family).
  const ownFamily = candidate && { id: candidate.id, userProfileId: userId };
  const [userProfile, notifySettings, savedAll, listings, reports, { viewGate }] = await Promise.all([
    getUserProfile(caller, userId), getNotifySettings({ familyId: userId, sub: caller.memberId }), savedListOf(userId, ownFamily),
    getMyServiceProviders(caller, userId), reportsFiledBy(userId), viewingStateOf(caller),
  ]);
  // Other families appear only as the view gate allows: while it is closed (no photo, disabled,
  // ineligible), what the family did stays (which profiles it saved, its proposals and their
  // states, the families it blocked) but not the others' current cards, names, photo links or
  // contact details.
  const open = viewGate === null;
  const [part, blocked, photoRequests, family, activity] = await Promise.all([
    candidate ? candidatePart(caller, candidate.id, userId) : undefined,
    getBlockedFamilyList(caller, userId, { withDetails: open }),
    photoRequestHistory(caller, userId, open),
    listFamily(caller),
    getFamilyActivity(caller, userId),
  ]);
  const saved = open ? savedAll : savedAll.map((s) => ({ ...s, candidateProfile: null }));
  const gated = (items: ProposalView[]) => (open ? items : items.map((p) => ({ ...p, candidateProfile: null, contact: null })));
  const own = part && { ...part, proposals: { sent: gated(part.proposals.sent), received: gated(part.proposals.received) } };
  return {
    exportedAt: now(),
    notice: dataRightsTexts.photoLinks,
    userProfile,
    notifySettings: notifySettings ?? null,
    candidateProfile: own?.profile ?? null,
    expectation: own?.expectation ?? null,
    statusReasons: own?.statusReasons ?? [],
    savedProfiles: saved,
    proposalsSent: own?.proposals.sent ?? [],
    proposalsReceived: own?.proposals.received ?? [],
    blockedFamilies: blocked.items,
    serviceListings: listings.items,
    reportsFiled: reports,
    photoRequestsReceived: photoRequests.received,
    photoRequestsSent: photoRequests.sent,
    familyMembers: family.members,
    familyInvitations: family.invitations,
    familyActivity: open ? activity : { ...activity, items: activity.items.map((i) => ({ ...i, whom: null })) },
  };
}

/** The candidate profile as its owner sees it, with what hangs off it. */
async function candidatePart(caller: Caller, candidateId: string, userId: string) {
  const [profile, expectation, reasons, proposals] = await Promise.all([
    getCandidateProfile(caller, candidateId),
    getExpectation(candidateId),
    listCandidatePartition(candidateId, 'STATUS#'),
    proposalHistory(userId, candidateId),
  ]);
  const statusReasons = reasons.map(statusReasonEntity.fromItem);
  return { profile, expectation, statusReasons, proposals };
}

/** The member's reports, without the reported family's name or the volunteers' notes (the schema keeps only these). */
async function reportsFiledBy(userId: string) {
  const reports = await Promise.all((await listReportIdsBy(userId)).map((id) => getReport(id)));
  return reports.flatMap((r) => (r && r.reporterUserId === userId
    ? [{ id: r.id, candidateId: r.candidateId, reason: r.reason, details: r.details, status: r.status, createdDate: r.createdDate }]
    : []));
}
