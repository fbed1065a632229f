import { useId } from 'react';
import { Link } from 'react-router';
import { blockTexts } from '#shared/domain/blocks.js';
import { dataRightsTexts } from '#shared/domain/dataRights.js';
import { emailChangeTexts } from '#shared/texts.js';
import { paths } from '#web/lib/paths';

/** Every settings page, one tap away: the spec names password and notifications under My User Profile. */
const settingsLinks = [
  { to: paths.myUserProfile, label: 'My User Profile', about: 'Your name and phone; disable your user profile.' },
  { to: paths.familyMembers, label: 'Family Members', about: 'Invite your family to sign in with their own e-mail; remove or leave.' },
  { to: paths.familyActivity, label: 'Family Activity', about: 'Who in your family proposed, answered or blocked, in the last 90 days.' },
  { to: paths.changePassword, label: 'Change Password', about: 'Choose a new password.' },
  { to: paths.notifySettings, label: 'Manage Notify Settings', about: 'Which e-mails we send you, and how often.' },
  { to: paths.changeEmail, label: emailChangeTexts.title, about: 'Sign in and get mail at another address.' },
  { to: paths.referAFriend, label: 'Refer a Friend', about: 'Your referral code for a family you know.' },
  { to: paths.settingsPubUrl, label: 'Shared Profile URL', about: 'The link that shows your profile to anyone you send it to.' },
  { to: paths.blockedFamilies, label: blockTexts.listTitle, about: 'Families you blocked; unblock one.' },
  { to: paths.myData, label: 'My Data', about: 'Download everything we hold, or delete your account.' },
  { to: paths.deleteMyAccount, label: dataRightsTexts.deleteTitle, about: 'Close the account and remove all it holds.' },
] as const;

export function Component() {
  const aboutId = useId();
  return (
    <section className="page">
      <h1>User Settings</h1>
      <p>Manage your user profile, password and e-mail notifications, refer a friend, see the families you blocked, download your data or delete your account.</p>
      <ul className="settings-links">
        {settingsLinks.map((link, i) => (
          <li key={link.to}>
            <Link to={link.to} aria-describedby={`${aboutId}-${i}`}>
              {link.label}
            </Link>
            <span id={`${aboutId}-${i}`} className="settings-link-about">
              {link.about}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
