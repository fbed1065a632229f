/**
 * What the dashboard shows instead of its tabs while the member may not view profiles: the spec's
 * message for the session's `viewGate` (decided on the server by the same rule as the API's 403),
 * with the link that fixes it.
 */
import type { ViewGate } from '#shared/domain/viewGate.js';
import { viewGateTexts } from '#shared/texts.js';
import { Actions, Alert, ButtonLink } from '../../components/forms';
import { paths } from '../../lib/paths';
import type { Session } from '../../lib/session';

type GateLink = { to: string; label: string };

function linkFor(gate: ViewGate, session: Session): GateLink {
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

export function ViewGateMessage({ gate, session }: { gate: ViewGate; session: Session }) {
  const link = linkFor(gate, session);
  return (
    <>
      <Alert kind="info">
        <p>{viewGateTexts[gate]}</p>
      </Alert>
      <Actions>
        <ButtonLink to={link.to}>{link.label}</ButtonLink>
      </Actions>
    </>
  );
}
