import { texts } from '../../../shared/texts.js';
import { Actions, ButtonLink } from '../components/forms';
import { Notice } from '../components/Notice';

export function Component() {
  return (
    <div className="home">
      <Notice />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Welcome to rishta</h1>
        <p className="tagline">{texts.tagline}</p>
        <p className="hero-note">
          A referral-only matchmaking community run by volunteers, for families practising Hinduism, Jainism,
          Sikhism or Buddhism.
        </p>
        <Actions>
          <ButtonLink to="/referralcode">Be a match! (Sign Up)</ButtonLink>
          <ButtonLink to="/signin" variant="secondary">
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
