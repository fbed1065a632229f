import { useSearchParams } from 'react-router';
import { Actions, ButtonLink } from '#web/components/forms';
import { paths } from '#web/lib/paths';

export function Component() {
  const [params] = useSearchParams();
  const requested = params.get('isRequested') === 'true';
  return (
    <section className="page page-narrow">
      {requested ? (
        <>
          <h1>Thank you!</h1>
          <p>We received your request for a referral code. Our volunteers will e-mail you a referral code soon.</p>
        </>
      ) : (
        <>
          <h1>Request a referral code</h1>
          <p>We have no request from you yet.</p>
        </>
      )}
      <Actions>
        <ButtonLink to={paths.home}>Home</ButtonLink>
        {!requested && (
          <ButtonLink to={paths.requestReferral} variant="secondary">
            Request a referral code
          </ButtonLink>
        )}
      </Actions>
    </section>
  );
}
