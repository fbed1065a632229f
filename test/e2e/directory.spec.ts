/**
 * The service-provider directory in a browser: a visitor searches the seeded directory and reads a
 * listing; a member lists a service, which shows only once a volunteer approved it, hides it
 * again through the owner's view, and deletes it from List My Service on a phone. Set
 * E2E_SCREENSHOTS_DIR to keep screenshots of the pages.
 */
import type { Page } from '@playwright/test';
import { directoryTexts } from '#shared/domain/classified.js';
import { expect, expectAccessible, memberApi, screenshotWidths, signUpThroughUi, test, uniqueEmail } from './fixtures.js';

const screenshot = (page: Page, name: string) => screenshotWidths(page, '', name);

const search = (page: Page) => page.getByRole('button', { name: 'Search' });

test('a visitor searches the directory and reads a listing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Service Providers' }).click();
  await expect(page).toHaveURL(/\/classified$/);
  await expect(page.getByRole('heading', { name: 'Service Providers' })).toBeVisible();
  const domain = page.getByLabel('Domain');
  await expect(domain.getByRole('option', { name: 'Weddings' })).toBeAttached();
  await expect(domain.getByRole('option', { name: 'Professional Services' })).toBeAttached();
  await expect(search(page)).toBeDisabled();
  await expectAccessible(page);

  // Search stays focusable while unavailable: pressing it says what is missing.
  await search(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(directoryTexts.selectOption);

  await domain.selectOption({ label: 'Professional Services' });
  await page.getByLabel('Category').selectOption({ label: 'Accountants' });
  await expect(search(page)).toBeEnabled();
  await domain.selectOption({ label: 'Weddings' });
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(search(page)).toBeDisabled();
  await page.getByLabel('Category').selectOption({ label: 'Caterers' });
  await search(page).click();
  await expect(page).toHaveURL(/\/classified\?domain=[\w-]+&category=[\w-]+$/);

  const card = page.getByRole('article', { name: 'Saffron Leaf Catering (sample)' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Full-service caterin…')).toBeVisible();
  await expect(card.getByText(directoryTexts.sample)).toBeVisible();
  await expectAccessible(page);

  const view = card.getByRole('button', { name: 'View' });
  await view.click();
  const modal = page.getByRole('dialog', { name: directoryTexts.detailsTitle });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/from 50 to 500 guests/)).toBeVisible();
  await expect(modal.getByRole('link', { name: /example\.org\/saffron-leaf/ })).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(page);
  await screenshot(page, 'classified-modal');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(view).toBeFocused();
  await screenshot(page, 'classified-results');

  // A reload repeats the search from the URL.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Saffron Leaf Catering (sample)' })).toBeVisible();
});

test('a member lists a service; it shows once a volunteer approved it, hides when the owner disables it, and goes when deleted', async ({ page, browser }) => {
  const password = 'secret-123';
  const email = uniqueEmail('lister');
  await signUpThroughUi(page, { firstName: 'Kiran', lastName: 'Bedi', email, phone: '4165550100', password });
  const title = `Rangoli Decor ${Date.now().toString(36)}`;

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: directoryTexts.listMyService }).click();
  await expect(page).toHaveURL(/\/dashboard\/myServices$/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'List a service' }).click();
  await page.getByLabel(/^Domain/).selectOption({ label: 'Weddings' });
  await page.getByLabel(/^Category/).selectOption({ label: 'Decorators' });
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Subtitle/).fill('Mandap and stage decoration');
  await page.getByLabel(/^Description/).fill('Floral mandaps, stage and entrance decoration across the GTA.');
  await page.getByLabel(/^Contact Person/).fill('Kiran Bedi');
  await page.getByLabel(/^Country Code/).fill('+1');
  await page.getByLabel(/^Phone/).fill('4165550123');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Website/).fill('https://example.org/rangoli');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(directoryTexts.pending)).toBeVisible();
  const providerId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expectAccessible(page);

  // Not public while pending.
  const visitor = await (await browser.newContext()).newPage();
  const openDecorators = async () => {
    await visitor.goto('/classified');
    await visitor.getByLabel('Domain').selectOption({ label: 'Weddings' });
    await visitor.getByLabel('Category').selectOption({ label: 'Decorators' });
    await search(visitor).click();
    await expect(visitor.getByText(/^Total \d+ service provider/)).toBeVisible();
  };
  await openDecorators();
  await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);

  // A volunteer (made as `npm run admin -- volunteer` makes one) approves it through the admin route.
  const volunteerEmail = uniqueEmail('volunteer');
  const volunteerPage = await (await browser.newContext()).newPage();
  await signUpThroughUi(volunteerPage, { firstName: 'Vijay', lastName: 'Volunteer', email: volunteerEmail, phone: '4165550111', password });
  const { addToGroup } = await import('#functions/account/entities/identity.js');
  await addToGroup(volunteerEmail, 'volunteers');
  const asVolunteer = await memberApi(volunteerEmail, password);
  // The approval names the version the volunteer saw, as the console sends it.
  const queue = (await asVolunteer('listListings', { params: { status: 'pending' } })).body as { items: { id: string; version: number }[] };
  const version = queue.items.find((l) => l.id === providerId)?.version;
  expect((await asVolunteer('approveListing', { params: { providerId }, body: { version } })).status).toBe(200);

  await openDecorators();
  await expect(visitor.getByRole('article', { name: title })).toBeVisible();

  // The owner disables it behind the confirmation: it leaves the directory.
  await page.reload();
  await expect(page.getByText(directoryTexts.shown)).toBeVisible();
  await expect(page.getByText('Today')).toBeVisible();
  await screenshot(page, 'owner-view');
  await page.getByRole('button', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(directoryTexts.statusQuestion)).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(directoryTexts.notShown)).toBeVisible();
  await openDecorators();
  await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);

  // Shown again, then deleted from List My Service on a 390 px phone: it leaves the directory.
  await page.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(directoryTexts.shown)).toBeVisible();
  await openDecorators();
  await expect(visitor.getByRole('article', { name: title })).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  const mine = page.getByRole('list', { name: 'My services' });
  await expect(mine.getByText('Shown in the directory')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const remove = mine.getByRole('button', { name: `Delete ${title}` });
  await expect(remove).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(390);
  await remove.click();
  const question = page.getByRole('dialog', { name: directoryTexts.deleteQuestion });
  await expect(question.getByText(/cannot be undone/)).toBeVisible();
  await expectAccessible(page);
  // Kept at both widths, after which the screenshots put the viewport back to 1280: the phone's again.
  await screenshot(page, 'delete-listing');
  await page.setViewportSize({ width: 390, height: 844 });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText(directoryTexts.deleted);
  await expect(page.getByText('You have not listed a service yet.')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDecorators();
  await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);
  // Gone for good: the owner's view of it answers that it is not there.
  expect((await (await memberApi(email, password))('getMyServiceProvider', { params: { providerId } })).status).toBe(404);
});
