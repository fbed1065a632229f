/**
 * Joining a family, creating an account or signing in signs this browser in as someone. A browser
 * already signed in (another family's parent opening a forwarded invitation, the inviter testing
 * the link on her own phone, a family's shared computer) would be switched silently, its member
 * signed out without a word. So these pages say who is signed in; joining and sign-up ask them to
 * sign out first, coming back to the same page.
 */
import { Form, useLocation } from 'react-router';
import { Actions, Alert, SubmitButton } from '#web/components/forms';
import { paths } from '#web/lib/paths';
import type { Session } from '#web/lib/session';

export const signedInHereTexts = {
  signedInAs: (firstName: string) => `You are signed in as ${firstName} on this device.`,
  invitation: (email: string) =>
    `Joining signs this device in as the member invited (${email}) instead. If that is you, sign out first; if not, this link is not for you.`,
  signUp: 'Creating an account signs this device in as the new account instead. To create one, sign out first.',
  signIn: (firstName: string) => `Signing in as someone else signs ${firstName} out.`,
  signOut: 'Sign Out',
} as const;

export function SignedInHere({ session, what }: { session: Session; what: string }) {
  const location = useLocation();
  return (
    <>
      <Alert kind="info">
        {signedInHereTexts.signedInAs(session.firstName)} {what}
      </Alert>
      <Form method="post" action={paths.signOut} className="form">
        <input type="hidden" name="to" value={`${location.pathname}${location.search}`} />
        <Actions>
          <SubmitButton>{signedInHereTexts.signOut}</SubmitButton>
        </Actions>
      </Form>
    </>
  );
}
