import { Actions, ButtonLink } from '#web/components/forms';
import { paths } from '#web/lib/paths';

export function Component() {
  return (
    <section className="page page-narrow">
      <h1>Logged In SUCCESSFULLY!</h1>
      <p>
        Your candidate profile is disabled, so other members can't see it and you can't see other's profiles.
        Please enable your candidate profile to use the site fully.
      </p>
      <p>To enable it, open My Candidate Profile and choose Enable Profile.</p>
      <Actions>
        <ButtonLink to={paths.dashboard}>Go to My Dashboard</ButtonLink>
        <ButtonLink to={paths.myProfile} variant="secondary">
          My Candidate Profile
        </ButtonLink>
      </Actions>
    </section>
  );
}
