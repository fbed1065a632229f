/**
 * What a page shows instead of other families' profiles while the member may not view them (the
 * dashboard's tabs, another member's profile page): the spec's message for the session's
 * `viewGate` (decided on the server by the same rule as the API's 403), with the link that fixes it.
 */
import type { ViewGate } from '#shared/domain/viewGate.js';
import { dashboardIneligible, viewGateTexts } from '#shared/texts.js';
import { Actions, Alert, BackButton, ButtonLink } from './plainControls';
import { paths } from '#web/lib/paths';
import type { Session } from '#web/lib/session';

type GateLink = { to: string; label: string };

/** Where the member goes to lift the gate. */
export function viewGateLink(gate: ViewGate, session: Session): GateLink {
  switch (gate) {
    case 'noProfile':
      return { to: paths.newProfile(session.id), label: 'Create the Candidate Profile' };
    case 'disabled':
      return { to: paths.myProfile, label: 'Enable Candidate Profile' };
    case 'noPhoto':
      // A photo gate always has a profile; the fallback only satisfies the type.
      return session.candidateId
        ? { to: paths.uploadPhotos(session.candidateId), label: 'Upload Photos' }
        : { to: paths.newProfile(session.id), label: 'Create the Candidate Profile' };
    case 'ineligible':
      // The spec names no link; support is where the message sends the family.
      return { to: paths.support, label: 'Contact Support' };
  }
}

/** `dashboard`: in place of the dashboard's tabs, whose ineligible message the spec words apart. */
export function ViewGateMessage({ gate, session, back = false, dashboard = false }: { gate: ViewGate; session: Session; back?: boolean; dashboard?: boolean }) {
  const link = viewGateLink(gate, session);
  return (
    <>
      <Alert kind="info">
        <p>{dashboard && gate === 'ineligible' ? dashboardIneligible : viewGateTexts[gate]}</p>
      </Alert>
      <Actions>
        {back && <BackButton />}
        <ButtonLink to={link.to}>{link.label}</ButtonLink>
      </Actions>
    </>
  );
}
