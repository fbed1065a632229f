/**
 * Which of a profile's photos a viewer gets signed URLs for. The rule itself is the
 * pure `shared/domain/photoAccess.ts`; here the server finds out who the viewer is to the family
 * (owner, connected by an accepted proposal, approved requester, member, visitor) and signs only
 * the photos the rule lets it see, with the one signing call of admittedPhotos.ts. Every route that
 * returns another family's photos (cards of every list, the profile by id and by shared name, the
 * shared link, the export) comes through here. A profile whose family holds nothing back costs no
 * read; otherwise the pair's request and the proposals' pair guard are read (user ids, so a
 * re-created profile is the same family).
 */
import type { Photo } from '#shared/domain/candidate.js';
import type { CandidateRecord } from '#shared/domain/candidateView.js';
import {
  holdsBack, shownToRequester, visiblePhotoCount, visiblePhotos, type PhotoRequestShown, type PhotoViewerKind,
} from '#shared/domain/photoAccess.js';
import { getPhotoRequest } from './entities/photoRequests.js';
import { getPairGuard, getProposal } from '../candidates/reads.js';
import { countedPhotos } from './admittedPhotos.js';
import { firstPhotoUrl, withUrl } from './photoUrls.js';

/** The member looking (its account, and its own profile if it has one), or a visitor of the shared link. */
export type Looker = { userId: string; candidate?: Pick<CandidateRecord, 'id' | 'userProfileId'> } | 'visitor';

export interface PhotoViewer {
  kind: PhotoViewerKind;
  /** The member's own request for the photos, as it may see it. */
  request: PhotoRequestShown | null;
}

/**
 * Whether the two families have an accepted, unrevoked proposal between these two profiles: the
 * pair guard names the pair's last proposal (as proposals.ts reads it; read here from the
 * repositories, since proposals.ts shows cards through this file).
 */
async function connected(own: Pick<CandidateRecord, 'id' | 'userProfileId'>, p: CandidateRecord): Promise<boolean> {
  const guard = await getPairGuard(own.userProfileId, p.userProfileId);
  const proposal = guard && (await getProposal(guard.liveId));
  if (!proposal || proposal.responseType !== 'accepted' || proposal.revoked) return false;
  const ids = [own.id, p.id];
  return ids.includes(proposal.fromCandidateId) && ids.includes(proposal.toCandidateId);
}

/** Who the viewer is to the profile's family, for its photos. Callers have already refused a blocked pair. */
export async function photoViewerOf(looker: Looker, p: CandidateRecord): Promise<PhotoViewer> {
  if (looker === 'visitor') return { kind: 'visitor', request: null };
  if (looker.userId === p.userProfileId) return { kind: 'owner', request: null };
  if (!holdsBack(p.photoAccess)) return { kind: 'member', request: null };
  const [request, isConnected] = await Promise.all([
    getPhotoRequest(p.userProfileId, looker.userId),
    looker.candidate ? connected(looker.candidate, p) : false,
  ]);
  const kind: PhotoViewerKind = isConnected ? 'connected' : request?.status === 'approved' ? 'approved' : 'member';
  return { kind, request: kind === 'member' ? shownToRequester(request?.status) : null };
}

/** What a view says beside the photos: held back or not, and the request (never for a visitor). */
const heldBackOf = (viewer: PhotoViewer, held: boolean) =>
  viewer.kind === 'owner' ? {} : { photosHeldBack: held, ...(viewer.kind === 'visitor' ? {} : { photoRequest: held ? viewer.request : null }) };

/** The profile's photos this viewer may see, signed, with what it learns of the rest. */
export async function photosFor(looker: Looker, p: CandidateRecord) {
  const viewer = await photoViewerOf(looker, p);
  const all = await countedPhotos(p);
  const shown = visiblePhotos(all, p.photoAccess, viewer.kind);
  return { photos: await Promise.all(shown.map(withUrl)) as Photo[], ...heldBackOf(viewer, shown.length < all.length) };
}

/** A result card's photo: the first one's signed URL only if the viewer may see it. */
export async function cardPhotoFor(looker: Looker, p: CandidateRecord) {
  const viewer = await photoViewerOf(looker, p);
  const count = visiblePhotoCount(p.photoAccess, viewer.kind);
  const held = count < (p.photoIds?.length ?? p.photoCount);
  return { photoURL: count > 0 ? await firstPhotoUrl(p) : null, ...heldBackOf(viewer, held) };
}
