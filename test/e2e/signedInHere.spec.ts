/**
 * Joining a family or creating an account signs the browser in as the new member: a browser already
 * signed in (a forwarded invitation, the inviter trying the link on her own phone) is asked to sign
 * out first, never switched silently, and comes back to the same page signed out. A tab follows
 * another tab's sign-out at once.
 */
import { inviteThroughUi } from './families.js';
import { expect, expectAccessible, screenshotWidths, signUpThroughUi, test, uniqueEmail } from './fixtures.js';
import { readLatestMail } from './mail.js';

test('a signed-in member opening an invitation or a sign-up link is asked to sign out first, and comes back to it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, { firstName: 'Kamala', lastName: 'Iyer', email: uniqueEmail('kamala'), phone: '4165550142', password: 'Kamala-2026' });

  // The sign-in page keeps its form (a shared phone), and says whom it would sign out.
  await page.goto('/signin');
  await expect(page.getByText('You are signed in as Kamala on this device. Signing in as someone else signs Kamala out.')).toBeVisible();
  await expectAccessible(page);
  await screenshotWidths(page, 'signed-in-here-', 'signin');

  await page.goto('/signup?userReferralId=abcdef-123');
  await expect(page.getByText('You are signed in as Kamala on this device. Creating an account signs this device in as the new account instead. To create one, sign out first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
  await expectAccessible(page);

  const invitee = uniqueEmail('uncle');
  await inviteThroughUi(page, { firstName: 'Ravi', lastName: 'Iyer', relation: 'Relative', email: invitee });
  const mail = await readLatestMail(browser, invitee, /invites you/);
  const link = new URL(/(https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+)/.exec(mail)![1]!).pathname;
  await page.goto(link);
  await expect(page.getByText(`You are signed in as Kamala on this device. Joining signs this device in as the member invited (${invitee}) instead.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the Family' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotWidths(page, 'signed-in-here-', 'invitation');

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByRole('button', { name: 'Join the Family' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeAttached();
});

test('signing out in one tab takes the other tab to sign in at once, saying why', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, { firstName: 'Lata', lastName: 'Menon', email: uniqueEmail('lata'), phone: '4165550143', password: 'Lata-menon-2026' });
  await page.goto('/dashboard/userSettings/myUserProfile');
  await expect(page.getByRole('heading', { name: 'My User Profile', level: 1 })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/dashboard/userSettings');
  await other.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(other).toHaveURL(/\/$/);
  await expect(page).toHaveURL(/\/signin\?from=.*notice=signedOut/);
  await expect(page.getByText(/You are signed out on this device\. This happens when you signed out in another tab/)).toBeVisible();
});

test('signing in as someone else in one tab takes the other tab from the first member\'s page to the new member\'s dashboard', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const second = { firstName: 'Mohan', lastName: 'Rao', email: uniqueEmail('mohan'), phone: '4165550145', password: 'Mohan-rao-2026' };
  const elsewhere = await browser.newPage();
  await signUpThroughUi(elsewhere, second);
  await elsewhere.context().close();

  await signUpThroughUi(page, { firstName: 'Nirmala', lastName: 'Rao', email: uniqueEmail('nirmala'), phone: '4165550146', password: 'Nirmala-rao-2026' });
  await page.goto('/dashboard/userSettings/myUserProfile');
  await expect(page.getByRole('heading', { name: 'My User Profile', level: 1 })).toBeVisible();
  const other = await page.context().newPage();
  await other.goto('/signin');
  await other.getByLabel('Email').fill(second.email);
  await other.getByLabel('Password', { exact: true }).fill(second.password);
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByRole('link', { name: 'Welcome Mohan!' })).toBeVisible();
  await expect(page).not.toHaveURL(/myUserProfile/);
  await expect(page.getByRole('link', { name: 'Welcome Mohan!' })).toBeVisible();
  await expect(page.getByText('Not found!')).toHaveCount(0);
});
