/**
 * Families made the way a new user makes one: the referral and sign-up pages, the disclaimer, the
 * candidate form with a photo (uploaded by its submit). For the discovery walk-through, which needs
 * several families of each gender.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, noisyPng, signUpThroughUi, uniqueEmail } from './fixtures.js';
import { readLatestMail } from './mail.js';

const VOLUNTEER_PASSWORD = 'secret-123';

export interface FamilyProfile {
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  dobYear: number;
  foodHabits: 'Vegetarian' | 'Non Vegetarian';
  city: string;
  /** Sandhu unless given. */
  gotra?: string;
}

export interface Family extends FamilyProfile {
  page: Page;
  email: string;
  password: string;
  candidateId: string;
}

const select = (page: Page, label: string, option: string | { label: string }) =>
  page.getByLabel(label, { exact: true }).selectOption(option);

/**
 * Signs up in a fresh browser context (with `code`, e.g. another member's own code, or a fresh
 * volunteers' code) and submits a complete candidate profile with a photo.
 */
export async function familyThroughUi(browser: Browser, profile: FamilyProfile, code?: string): Promise<Family> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const email = uniqueEmail(profile.firstName.toLowerCase());
  const password = 'secret-123';
  await signUpThroughUi(page, { firstName: profile.firstName, lastName: profile.lastName, email, phone: '4165550100', password }, code);
  await page.getByRole('dialog', { name: 'Before you add a profile' }).getByRole('button', { name: 'Agree' }).click();
  await fillCandidateForm(page, profile, email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/new\/candProfileConfirm\?candidateId=/);
  await expect(page.getByText('Your photo is uploaded successfully!')).toBeVisible();
  const candidateId = new URL(page.url()).searchParams.get('candidateId') ?? '';
  return { ...profile, page, email, password, candidateId };
}

export interface Invited {
  firstName: string;
  lastName: string;
  relation: 'Father' | 'Mother' | 'Candidate' | 'Brother' | 'Sister' | 'Relative' | 'Guardian';
  email: string;
}

/** Invites a person from the family's Family Members page, as a member does. */
export async function inviteThroughUi(page: Page, who: Invited): Promise<void> {
  await page.goto('/dashboard/userSettings/familyMembers');
  await page.getByLabel('First Name', { exact: true }).fill(who.firstName);
  await page.getByLabel('Last Name', { exact: true }).fill(who.lastName);
  await page.getByLabel('Relation to the candidate').selectOption(who.relation);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`We sent an invitation to ${who.email}.`)).toBeVisible();
}

/**
 * The invitee opens the invitation mailed to `email` in a browser of their own, signs up with their
 * phone and password and the mailed code, and lands on the family's dashboard. `check` runs on the
 * invitation page before the form is sent (the family spec looks at it there).
 */
export async function joinThroughInvitation(browser: Browser, email: string, password: string, check?: (page: Page) => Promise<void>): Promise<Page> {
  const mail = await readLatestMail(browser, email, /invites you/);
  const link = /(https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(link, mail).toBeTruthy();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(new URL(link!).pathname);
  await check?.(page);
  await page.getByLabel(/phone number/i).fill('4165550177');
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/re-?enter|confirm/i).fill(password);
  await page.getByRole('button', { name: 'Join the Family' }).click();
  await expect(page).toHaveURL(/\/invitation\/[\w-]+\/confirm\?email=/);
  const codeMail = await readLatestMail(browser, email, /verification code/i);
  await page.getByLabel('Confirmation Code').fill(/\b(\d{6})\b/.exec(codeMail)![1]!);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}


/** A volunteer as `npm run admin -- volunteer` makes one: a family added to the Cognito group, signed in again. */
export async function volunteerPage(browser: Browser): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const email = uniqueEmail('volunteer');
  await signUpThroughUi(page, { firstName: 'Vijay', lastName: 'Volunteer', email, phone: '4165550111', password: VOLUNTEER_PASSWORD });
  const { addToGroup } = await import('#functions/account/entities/identity.js');
  await addToGroup(email, 'volunteers');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(VOLUNTEER_PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).not.toHaveURL(/\/signin/);
  return { page, email };
}

/** On the new candidate profile's form (the disclaimer agreed): every field of `profile` and a photo, not sent. */
export async function fillCandidateForm(page: Page, profile: FamilyProfile, email: string): Promise<void> {
  await page.getByLabel('First Name', { exact: true }).fill(profile.firstName);
  await page.getByLabel('Last Name', { exact: true }).fill(profile.lastName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await select(page, 'Gender', profile.gender);
  await select(page, 'Birth Month', { label: 'March' });
  await select(page, 'Birth Year', String(profile.dobYear));
  await select(page, 'Birth Country', 'India');
  await select(page, 'Brought Up Country', 'Canada');
  await select(page, 'Religion', 'Sikhism');
  await select(page, 'Gotra', profile.gotra ?? 'Sandhu');
  await select(page, 'Height (feet)', '5');
  await select(page, 'Height (inches)', profile.gender === 'Male' ? '10' : '4');
  await select(page, 'Native Language', 'Punjabi');
  await select(page, 'Food Habits', profile.foodHabits);
  await select(page, 'Drink Habits', 'No');
  await select(page, 'Smoke Habits', 'No');
  await select(page, 'Marriage Status', 'Single (Never Married)');
  await select(page, 'Education', 'Bachelor');
  await select(page, 'Profession', 'Other');
  await page.getByLabel('Employer (optional)').fill(`${profile.lastName} Holdings`);
  await select(page, 'Immigration Status', 'Canadian Citizen');
  await select(page, 'Country', 'Canada');
  await select(page, 'State / Province', 'Ontario');
  await page.getByLabel('City', { exact: true }).fill(profile.city);
  await select(page, 'Open to Relocate', 'Yes');
  await page.getByLabel('Contact Person Name').fill(`${profile.firstName} Parent`);
  await select(page, 'Contact Person Relation', 'Father');
  await page.getByLabel('Contact Person Phone').fill('4165550199');
  await page.locator('input[type=file]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await noisyPng(page, 64) });
}
