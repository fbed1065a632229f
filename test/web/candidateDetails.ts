/** Candidate Details in the web tests: the dialog named after the profile, and its More menu. */
import { screen, within } from '@testing-library/react';

/** A profile's dialog is named 'Kavya, 27, Toronto' (while it loads, 'Candidate Details'). */
export const PROFILE_DIALOG = /^[^,]+, \d+, /;

export const findCandidateDetails = () => screen.findByRole('dialog', { name: PROFILE_DIALOG });

/** Opens More (Block this family, Report this profile) in `container`: the modal, or the profile page. */
export async function openMore(user: { click: (e: Element) => Promise<void> }, container: HTMLElement = document.body) {
  const more = await within(container).findByRole('button', { name: /^More/ });
  if (more.getAttribute('aria-expanded') !== 'true') await user.click(more);
}
