/**
 * The spec's search gate: whether a member may view other families' profiles, and if not, why.
 * One rule for the server (every call that shows another profile answers 403 with the reason's
 * text) and the dashboard (the session carries the reason, computed here on the server), so the
 * page and the API can never disagree. The texts are `viewGateTexts` in shared/texts.ts.
 */

/** Why a member may not view profiles, in the order the reasons are checked. */
export const viewGateReasons = ['noProfile', 'disabled', 'noPhoto', 'ineligible'] as const;
export type ViewGate = (typeof viewGateReasons)[number];

/** What the gate reads of the member's own candidate profile. */
export interface OwnProfileState {
  candidateProfileVisibilityFlag: boolean;
  /** Set by volunteers only; absent counts as off. */
  ineligible?: boolean;
  /** From the photos that exist, not the stored count. */
  hasPhoto: boolean;
}

/**
 * The spec's order: an enabled profile without photos is asked for a photo first, then an enabled
 * one flagged ineligible is told so; a disabled profile is asked to enable itself whatever else
 * holds (enabling is the first thing the family can do about it). Null: the member may view.
 */
export function viewGateOf(own: OwnProfileState | undefined): ViewGate | null {
  if (!own) return 'noProfile';
  if (!own.candidateProfileVisibilityFlag) return 'disabled';
  if (!own.hasPhoto) return 'noPhoto';
  if (own.ineligible) return 'ineligible';
  return null;
}
