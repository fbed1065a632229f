import { texts } from '#shared/texts.js';
import { Actions, ButtonLink } from '#web/components/plainControls';
import { Notice } from '#web/components/Notice';
import { paths } from '#web/lib/paths';
import { accountNotices } from '#web/features/account';

export function Component() {
  return (
    <div className="home">
      <Notice texts={accountNotices} />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Welcome to rishta</h1>
        <p className="tagline">{texts.tagline}</p>
        <p className="hero-note">
          A referral-only matchmaking community run by volunteers, for families practising Hinduism, Jainism,
          Sikhism or Buddhism.
        </p>
        <Actions>
          <ButtonLink to={paths.referralCode}>Be a match! (Sign Up)</ButtonLink>
          <ButtonLink to={paths.signIn} variant="secondary">
            Find a perfect match!
          </ButtonLink>
        </Actions>
      </section>
      <section className="sponsors" aria-labelledby="sponsors-title">
        <h2 id="sponsors-title">Check out our sponsors!</h2>
        <p>Coming up soon!</p>
      </section>
    </div>
  );
}
