/** Families in integration tests: invitations through the real routes, the mailed link read from local SES. */
import { expect } from 'vitest';
import { call, mailsTo, newSignupSecret, signIn, signupCodeFor, uniqueEmail, type Answer, type Member } from './helpers.js';

export interface Invitee {
  firstName: string;
  lastName: string;
  relation: string;
  email: string;
}

export const invitee = (relation = 'Father', firstName = 'Ravi'): Invitee => ({ firstName, lastName: 'Patel', relation, email: uniqueEmail(relation.toLowerCase()) });

export async function invite(by: Member, who: Invitee): Promise<Answer> {
  return call('inviteFamilyMember', { token: by.token, body: who });
}

/** The token of the newest invitation link mailed to the address. */
export async function invitationLink(email: string): Promise<string> {
  const mail = (await mailsTo(email)).filter((m) => /invites you/.test(m.subject)).at(-1);
  const token = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

export const signupForm = (invitationToken: string, signupSecret = newSignupSecret()) => ({
  signupSecret, invitationToken, firstName: 'Ravi', lastName: 'Patel', userPhoneCountryCode: '+1', userPhoneNumber: '4165550123', userPass: 'secret456',
});

/** Both steps of the invitee's sign-up; answers the first step's answer when it is not 200, else the confirmation's. */
export async function joinWith(form: ReturnType<typeof signupForm>, email: string): Promise<Answer> {
  const started = await call('startInvitedSignup', { body: form });
  if (started.status !== 200) return started;
  return call('confirmInvitedSignup', { body: { signupSecret: form.signupSecret, invitationToken: form.invitationToken, code: await signupCodeFor(email) } });
}

/** Invited by `by`, signed up from the mailed link and signed in: a member of `by`'s family. */
export async function joinedMember(by: Member, who = invitee()): Promise<Member & { sub: string }> {
  const invited = await invite(by, who);
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const joined = await joinWith({ ...signupForm(await invitationLink(who.email)), firstName: who.firstName }, who.email);
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  expect(joined.body.id).toBe(by.id);
  const { accessToken } = await signIn(who.email, 'secret456');
  const sub = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
  return { id: by.id, email: who.email, password: 'secret456', token: accessToken, sub };
}
