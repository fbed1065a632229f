import { Actions, ButtonLink } from '#web/components/forms';
import { Notice } from '#web/components/Notice';
import { paths, stepsInfoNotices } from '#web/lib/paths';

const steps = [
  ['Get a referral code', 'Ask a member who knows you, or request one from our volunteers.'],
  ['Sign up', 'Enter the referral code and create your account with your e-mail and a password.'],
  ['Sign in', 'Sign in with the e-mail and password you chose.'],
  ['Agree to the disclaimer', 'Read and agree to the disclaimer about sharing a profile on the internet.'],
  ['Enter candidate details', 'Fill in the candidate profile of your son or daughter (or yourself).'],
  ['Upload photos', 'Upload at least one photo of the candidate; other profiles stay hidden until you do.'],
  ['State expectations', 'Tell us what you look for, so we can show matched profiles.'],
  ['Search, match and propose', 'Search profiles, see your matches, save profiles and send proposals.'],
] as const;

export function Component() {
  return (
    <section className="page page-narrow">
      <h1>How to join</h1>
      <Notice texts={stepsInfoNotices} />
      <p>Joining takes eight steps:</p>
      <ol className="steps">
        {steps.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong>
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <Actions>
        <ButtonLink to={paths.referralCode}>I have a referral code</ButtonLink>
      </Actions>
    </section>
  );
}
