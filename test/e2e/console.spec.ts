/**
 * The volunteer console in a browser: a volunteer (made as `npm run admin -- volunteer` makes one)
 * signs in, opens the console from the navigation, approves a member's pending listing (which then
 * shows publicly; its owner's later change waits for a new approval, of the version the volunteer
 * saw), rejects another with a reason, and finds the approval in the audit trail; a plain
 * member opening /admin gets the 404 page. axe on every console page and dialog. Set
 * E2E_SCREENSHOTS_DIR to keep screenshots of the pages at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { texts } from '#shared/texts.js';
import { expect, expectAccessible, memberApi, screenshotWidths, signUpThroughUi, test, uniqueEmail } from './fixtures.js';

const screenshot = (page: Page, name: string) => screenshotWidths(page, 'console-', name);

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

const serviceBody = (subCategoryId: string, title: string, email: string, changes: Record<string, string> = {}) => ({
  subCategoryId,
  serviceProviderTitle: title,
  serviceProviderSubTitle: 'Mandap and stage decoration',
  serviceProviderDescription: 'Floral mandaps, stage and entrance decoration across the GTA.',
  serviceProviderContactName: 'Kiran Bedi',
  serviceProviderPhoneCountryCode: '+1',
  serviceProviderPhone: '4165550123',
  serviceProviderEmail: email,
  serviceProviderWebsite: 'https://example.org/rangoli',
  ...changes,
});

/** A member's listing made through the API (the form is the directory's own test): pending until approved. */
async function listService(api: Awaited<ReturnType<typeof memberApi>>, subCategoryId: string, title: string, email: string) {
  const saved = await api('saveServiceProvider', { body: serviceBody(subCategoryId, title, email) });
  expect(saved.status).toBe(200);
  return saved.body as { id: string };
}

test('a volunteer moderates the directory from the console; a member gets the 404 page', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const password = 'secret-123';
  const suffix = Date.now().toString(36);

  // A member lists two services.
  const listerEmail = uniqueEmail('lister');
  const lister = await (await browser.newContext()).newPage();
  await signUpThroughUi(lister, { firstName: 'Kiran', lastName: 'Bedi', email: listerEmail, phone: '4165550100', password });
  const asLister = await memberApi(listerEmail, password);
  const domains = (await asLister('getAllCategories')).body.items as { id: string; categoryName: string }[];
  const weddings = domains.find((d) => d.categoryName === 'Weddings');
  expect(weddings).toBeTruthy();
  const categories = (await asLister('getSubCategoriesForCategory', { params: { id: weddings!.id } })).body.items as { id: string; subCategoryName: string }[];
  const decorators = categories.find((c) => c.subCategoryName === 'Decorators');
  expect(decorators).toBeTruthy();
  const approveTitle = `Rangoli Decor ${suffix}`;
  const rejectTitle = `Not A Business ${suffix}`;
  const { id: approveId } = await listService(asLister, decorators!.id, approveTitle, listerEmail);
  await listService(asLister, decorators!.id, rejectTitle, listerEmail);

  // The plain member has no console link and gets the 404 page at /admin.
  await lister.goto('/');
  await expect(lister.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Stuff' })).toBeVisible();
  await expect(lister.getByRole('link', { name: 'Volunteer Console' })).toHaveCount(0);
  await lister.goto('/admin/directory');
  await expect(lister.getByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeVisible();
  await expect(lister.getByText('Volunteer Console')).toHaveCount(0);
  await expectAccessible(lister);

  // A family asks for a referral code on the public form's route.
  const requesterEmail = uniqueEmail('requester');
  const asked = await asLister('requestReferralCode', {
    body: { requesterFirstName: 'Meera', requesterLastName: 'Iyer', requesterEmailId: requesterEmail, requesterPhoneNumber: '4165550177' },
  });
  expect(asked.status).toBe(200);

  // A volunteer: a family added to the Cognito group as the CLI does, then signed in again.
  const volunteerEmail = uniqueEmail('volunteer');
  await signUpThroughUi(page, { firstName: 'Vijay', lastName: 'Volunteer', email: volunteerEmail, phone: '4165550111', password });
  const { addToGroup } = await import('#functions/account/entities/identity.js');
  await addToGroup(volunteerEmail, 'volunteers');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, volunteerEmail, password);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Volunteer Console' }).click();
  await expect(page).toHaveURL(/\/admin\/referralRequests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteer Console' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Referral Requests' })).toBeVisible();
  // The family that asked (made before the page loaded) is listed as Waiting; Send a code, once confirmed, mails one and shows it.
  // The request's row (the codes issued below it name the same address).
  const row = page.getByRole('row').filter({ hasText: requesterEmail }).filter({ hasText: 'Meera Iyer' });
  await expect(row.getByText('Waiting')).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Send a code to Meera Iyer' }).click();
  // It asks first, naming who gets the code (the dialog checked by axe).
  const sendDialog = page.getByRole('dialog', { name: 'Send a referral code to Meera Iyer?' });
  await expect(sendDialog).toContainText(requesterEmail);
  await expectAccessible(page);
  await screenshot(page, 'send-code-dialog');
  await sendDialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^Code \\w+ sent to ${requesterEmail.replace(/\./g, '\\.')}\\.$`) })).toBeVisible();
  await expect(row.locator('code')).toHaveText(/^\w{6,}$/);
  await expectAccessible(page);
  await screenshot(page, 'referral-requests');

  // Directory: the listing is under Pending; approve it.
  const consoleMenu = page.getByRole('navigation', { name: 'Volunteer Console' });
  await consoleMenu.getByRole('link', { name: 'Directory' }).click();
  await expect(page.getByRole('link', { name: /^Pending \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('article', { name: approveTitle });
  await expect(card).toBeVisible();
  await expect(card.getByText('https://example.org/rangoli')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'directory-pending');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${approveTitle}” approved.` })).toBeVisible();
  await expect(card).toHaveCount(0);

  // It is in the public directory now.
  const publicList = await asLister('getServiceProviders', { params: { subCategoryId: decorators!.id } });
  expect((publicList.body.items as { serviceProviderTitle: string }[]).map((p) => p.serviceProviderTitle)).toContain(approveTitle);

  // The owner changes its website: the change waits for a volunteer, the directory keeps the approved link.
  const publicWebsite = async () =>
    ((await asLister('getServiceProviders', { params: { subCategoryId: decorators!.id } })).body.items as { id: string; serviceProviderWebsite: string }[])
      .find((p) => p.id === approveId)?.serviceProviderWebsite;
  const phishing = 'https://rishta-verify.example.net/login';
  const edit = (changes: Record<string, string>) =>
    asLister('updateServiceProvider', { params: { providerId: approveId }, body: serviceBody(decorators!.id, approveTitle, listerEmail, changes) });
  expect((await edit({ serviceProviderWebsite: phishing })).status).toBe(200);
  expect(await publicWebsite()).toBe('https://example.org/rangoli');
  await page.reload(); // the volunteer opens the queue again
  const changed = page.getByRole('article', { name: approveTitle });
  await expect(changed.getByText(phishing)).toBeVisible();
  await expect(changed.getByRole('region', { name: 'Approved version' }).getByText('https://example.org/rangoli')).toBeVisible();
  // Changed again after the volunteer opened it: the approval is refused, and the card shows what is there now.
  expect((await edit({ serviceProviderWebsite: phishing, serviceProviderSubTitle: 'Now with free gifts' })).status).toBe(200);
  await changed.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert')).toHaveText('This listing was changed since you opened it. Please look at it again.');
  await expect(changed.getByText('Now with free gifts')).toBeVisible();
  await changed.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${approveTitle}” approved.` })).toBeVisible();
  expect(await publicWebsite()).toBe(phishing);

  // Reject asks for a reason: required, its message under the field; the dialog is accessible.
  const other = page.getByRole('article', { name: rejectTitle });
  await other.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject “${rejectTitle}”` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please give a short reason')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'reject-dialog');
  await dialog.getByLabel('Reason').fill('Not a service to the community');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `“${rejectTitle}” rejected.` })).toBeVisible();

  // The approved tab offers Hide, behind the same reason dialog.
  await page.getByRole('navigation', { name: 'Listing states' }).getByRole('link', { name: 'Approved' }).click();
  await expect(page).toHaveURL(/\/admin\/directory\?state=approved$/);
  const approved = page.getByRole('article', { name: approveTitle });
  await approved.getByRole('button', { name: 'Hide' }).click();
  const hideDialog = page.getByRole('dialog', { name: `Hide “${approveTitle}”` });
  await expect(hideDialog).toBeVisible();
  await expectAccessible(page);
  await hideDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(hideDialog).toBeHidden();
  await expectAccessible(page);
  await screenshot(page, 'directory-approved');

  // Domains and categories.
  await page.getByRole('navigation', { name: 'Directory' }).getByRole('link', { name: 'Domains and categories' }).click();
  await expect(page.getByRole('heading', { level: 4, name: 'Weddings' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories of Weddings' }).getByText('Decorators')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Rename Weddings' }).click();
  await expect(page.getByLabel('Domain name')).toHaveValue('Weddings');
  await expectAccessible(page);
  await screenshot(page, 'categories');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The audit trail lists both approvals (the listing and its change), and filters by kind through the URL.
  await consoleMenu.getByRole('link', { name: 'Audit Trail' }).click();
  const approvalRows = page.getByRole('row').filter({ hasText: approveTitle }).filter({ hasText: 'Approved a listing' });
  await expect(approvalRows).toHaveCount(2);
  const approvalRow = approvalRows.first();
  await expect(approvalRow.getByText(volunteerEmail)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: rejectTitle }).filter({ hasText: 'Not a service to the community' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'audit-trail');
  await page.getByLabel('Action').selectOption({ label: 'Approved a listing' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/admin\/auditTrail\?kind=listing\.approve$/);
  await expect(approvalRow).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Rejected a listing' })).toHaveCount(0);
  await expectAccessible(page);
});
