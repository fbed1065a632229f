import { useParams, useSearchParams } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, Alert, ButtonLink } from '#web/components/forms';
import { paths } from '#web/lib/paths';

export function Component() {
  const [params] = useSearchParams();
  const { candidateId = '' } = useParams();
  const id = params.get('expectId');
  const saved = Boolean(id) && id !== '0';
  return (
    <section className="page">
      <h1>My Expectation</h1>
      {saved ? <Alert kind="success">Your Expectation is saved successfully!</Alert> : <Alert kind="error">{texts.updateFailed}</Alert>}
      <Actions>
        <ButtonLink to={saved ? paths.editExpectation(candidateId, id ?? '') : paths.expectation(candidateId)}>Edit Expectation</ButtonLink>
        <ButtonLink to={paths.myProfile} variant="secondary">
          My Candidate Profile
        </ButtonLink>
      </Actions>
    </section>
  );
}
