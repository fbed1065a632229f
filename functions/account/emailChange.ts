/**
 * Change E-mail: the only way a person's address changes, confirmed by a code mailed to the new
 * address (the SPA's Cognito client may not write the address itself: infra/identityClients.ts).
 * The Edit User form keeps the address read-only, as the spec says.
 *
 * First step, answered alike for any address, so nobody learns which addresses have accounts: a
 * six-digit code is mailed to the new address through sendMail (so an address marked undeliverable
 * gets nothing) and only its digest is kept, for one hour and five tries. When an account or a
 * waiting sign-up holds the address, its owner is mailed a notice instead, and the change waiting
 * holds the digest of a code nobody has. Every code counts against the address's limits for its
 * kind (one a minute, five a day, ten tries a day: members/entities/codeLimits.ts).
 *
 * Second step, ordered so that a crash at any point is finished by sending the code again, and two
 * confirms at once end alike: the new address's claim (the commit point: one conditional write
 * keeps one account per address; a 409 when someone took it meanwhile), Cognito's sign-in alias,
 * the user record, then the old address's claim is released, last, and the change is marked done
 * (the one request whose mark lands mails the old address a notice). The old address's
 * undeliverable mark stays (it still is undeliverable); the session's flag goes, as it reads the new one.
 *
 * Each member of a family changes their own address: their Cognito user (by their sub), their
 * member item and their claim (which names their sub). The founder's address is also the account
 * record's (the family's contact person's), so theirs moves there too; another member's change never
 * touches the founder's login or address.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { emailChangeTexts as t, texts } from '#shared/texts.js';
import { sitePaths } from '#shared/sitePaths.js';
import { contactOf, type Caller } from '../lib/caller.js';
import { config } from '../lib/config.js';
import { AppError, landed, landedWith, notFound, unprocessable } from '../lib/errors.js';
import { newId, now } from '../lib/ids.js';
import { sendMail, sendMailQuietly } from '../lib/mail.js';
import { siteUrl, textMail } from '../lib/mailLayout.js';
import {
  claimEmailForAccount, countEmailChangeAttempt, deleteEmailClaim, type EmailChangeRecord, getEmailChange,
  getEmailClaim, markEmailChangeDone, putEmailChange, takeCodeMail, takeCodeTry, updateUser,
} from '../members/index.js';
import { changeIdentityEmail } from './entities/identity.js';
import { isMissingIdentity } from './accountStatus.js';
import { setMemberEmail } from '../family/index.js';
import { assertSelf } from '../familyProfiles/index.js';
import { codeMailRefused } from './signup.js';

const CODE_HOURS = 1;
/** Tries of one mailed code before a new one must be asked for. */
const ATTEMPTS_MAX = 5;

const codeDigest = (changeId: string, code: string) => createHash('sha256').update(`email-change\n${changeId}\n${code}`).digest('hex');
const refused = (field: 'newEmail' | 'code', message: string) => unprocessable('Please correct the highlighted fields.', { [field]: [message] });
/** Another account (or a sign-up) holds the address: a 409 with the field's message. */
const taken = (field: 'newEmail' | 'code') => new AppError(409, texts.emailTaken, { [field]: [texts.emailTaken] });

/** True when another person holds the address, or a sign-up holds it (even one waiting past its expiry). */
async function addressHeld(email: string, memberId: string): Promise<boolean> {
  const claim = await getEmailClaim(email);
  return !!claim && claim.userId !== memberId;
}

const isFounder = (caller: Caller) => caller.memberId === caller.userId;
/** The person's own address: a founder's is the account record's (their member item follows it). */
const addressOf = (caller: Caller) => (isFounder(caller) ? caller.user.userEmail : caller.member.email);

export async function requestEmailChange(caller: Caller, userProfileId: string, newEmail: string) {
  assertSelf(caller, userProfileId);
  const current = addressOf(caller);
  if (newEmail === current.toLowerCase()) throw refused('newEmail', t.sameAddress);
  const mail = await takeCodeMail('emailChange', newEmail, caller.memberId);
  if (!mail.granted) throw codeMailRefused(mail.reason);
  const held = await addressHeld(newEmail, caller.memberId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const changeId = newId();
  const created = now();
  await putEmailChange(caller, {
    changeId, newEmail, previousEmail: current,
    // A held address gets no code: the one kept is nobody's, so every try reads as a wrong code.
    codeDigest: codeDigest(changeId, held ? randomBytes(16).toString('hex') : code),
    expiresAt: new Date(Date.now() + CODE_HOURS * 3_600_000).toISOString(), createdDate: created,
  });
  await (held ? sendMailQuietly(takenNotice(newEmail)) : sendMail(codeMail(newEmail, code)));
  return { message: t.codeSent(newEmail), newEmail };
}

const codeMail = (to: string, code: string) => ({
  to,
  subject: t.codeMailSubject,
  text: textMail([
    `Your rishta code is ${code}.`,
    'Enter it on the Change E-mail page to make this your rishta e-mail address. The code works for one hour.\n'
      + 'If you did not ask for this, you need not do anything: nothing changes without the code.',
    `rishta: ${config.appUrl}`,
  ]),
});

/** To the owner of an address in use: someone asked to move their account to it, and nothing changed. */
const takenNotice = (to: string) => ({
  to,
  subject: t.takenMailSubject,
  text: textMail([
    'A member signed in to rishta asked to change their e-mail address to this one. Nothing changed: this address stays yours, and no code was sent.',
    `If that was you, you have a rishta account with this address already: sign in at ${siteUrl(sitePaths.signIn)}.\n`
      + 'If it was not you, you need not do anything.',
  ]),
});

export async function confirmEmailChange(caller: Caller, userProfileId: string, code: string) {
  assertSelf(caller, userProfileId);
  const change = await getEmailChange(caller);
  if (!change) throw refused('code', t.nothingWaiting);
  const matches = change.codeDigest === codeDigest(change.changeId, code);
  // A repeat of a confirm that finished (a double click, a lost answer): the same answer.
  if (change.doneAt) {
    if (matches && addressOf(caller) === change.newEmail) return { message: t.changed(change.newEmail), userEmail: change.newEmail };
    throw refused('code', t.nothingWaiting);
  }
  if (change.expiresAt <= now()) throw refused('code', t.codeExpired);
  if (!(await countEmailChangeAttempt(caller, change.changeId, ATTEMPTS_MAX))) throw refused('code', t.codeTooManyTries);
  if (!(await takeCodeTry('emailChange', change.newEmail))) throw refused('code', texts.codeTriesToday);
  if (!matches) throw refused('code', t.codeWrong);
  await moveAccount(caller, change);
  return { message: t.changed(change.newEmail), userEmail: change.newEmail };
}

/** The steps, each safe to repeat (see the head of this file for their order). */
async function moveAccount(caller: Caller, change: EmailChangeRecord): Promise<void> {
  const { userId, memberId } = caller;
  const current = addressOf(caller);
  const previous = change.previousEmail ?? current;
  // The address the person had when the code was asked for, or the new one (an earlier run got that far).
  if (current !== previous && current !== change.newEmail) throw refused('code', t.nothingWaiting);
  if (!(await landed(claimEmailForAccount(change.newEmail, memberId, change.changeId)))) throw taken('code');
  await changeIdentityEmail(memberId, change.newEmail).catch(async (e: unknown) => {
    // An invited member removed meanwhile (their user deleted): the new address is not theirs to keep.
    if (isFounder(caller) || !isMissingIdentity(e)) throw e;
    await deleteEmailClaim(change.newEmail, memberId);
    throw notFound();
  });
  if (isFounder(caller)) {
    if (!(await landedWith(updateUser(userId, { userEmail: change.newEmail, updatedDate: now() })))) throw notFound();
    // The founder's own member item says the same address (Family Members lists it); a founder from before families has none.
    await setMemberEmail(memberId, change.newEmail);
  } else if (!(await setMemberEmail(memberId, change.newEmail))) {
    // Removed meanwhile: the new address is not theirs to keep (their removal released the old one).
    await deleteEmailClaim(change.newEmail, memberId);
    throw notFound();
  } else if (memberId === contactOf(caller.user)) {
    // The contact person who took over from the founder: the account carries their address too.
    await landedWith(updateUser(userId, { userEmail: change.newEmail, updatedDate: now() }));
  }
  if (previous !== change.newEmail) await deleteEmailClaim(previous, memberId);
  if (await markEmailChangeDone(caller, change.changeId, now())) {
    // To the old address, unless it is marked undeliverable (sendMail skips it then).
    await sendMailQuietly({
      to: previous,
      subject: t.noticeMailSubject,
      text: textMail([
        `Your rishta address was changed to ${change.newEmail}.`,
        'From now on rishta mails that address, and you sign in with it.\nIf this was not you, contact support at once.',
      ]),
    });
  }
}
