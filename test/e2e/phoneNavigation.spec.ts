/**
 * A parent on a phone (390 × 844, touch): a search's results come first with its filters folded
 * into 'Filters (N)'; the bottom bar reaches the main places and marks the current one; User
 * Settings links straight to the password and the notifications (marketing mail off for a new
 * account); every page is titled after itself; the disclaimer speaks real words; on a 320 px phone
 * with text at 200 % the bar wraps its places onto more rows instead of running off the screen. With
 * an axe scan on the way, and (E2E_SCREENSHOTS_DIR) screenshots at 390 and 1280 px.
 */
import type { Browser, Page } from '@playwright/test';
import { familyThroughUi } from './families.js';
import { expect, expectAccessible, signUpThroughUi, test, uniqueEmail } from './fixtures.js';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext(phone)).newPage();
}

/** Full-page screenshots at 390 and 1280 px (E2E_SCREENSHOTS_DIR), then back to the phone's size. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/phone-${name}-${width}.png`, fullPage: width === 1280 });
  }
  await page.setViewportSize(phone.viewport);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await expect(page).toHaveTitle('Sign In · rishta');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });

/** Every link of the bar is at least 44 px each way with 16 px text; only `current` is marked. */
async function expectBar(page: Page, current: string) {
  const links = bar(page).getByRole('link');
  await expect(links).toHaveText(['My Dashboard', 'Search', 'Proposals', 'My Profile', 'Settings']);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(44);
    expect(box.width, await link.innerText()).toBeGreaterThanOrEqual(44);
    expect(parseFloat(await link.evaluate((a) => getComputedStyle(a).fontSize))).toBeGreaterThanOrEqual(16);
  }
  await expect(bar(page).locator('[aria-current="page"]')).toHaveText([current]);
}

/** The bar's top edge: nothing of the page may stay hidden below it. */
const barTop = async (page: Page) => (await bar(page).boundingBox())!.y;

test('a parent on a phone: results before filters, the bottom bar, settings links and page titles', async ({ browser }) => {
  test.setTimeout(300_000);
  const city = `Lethbridge${Date.now().toString(36)}`;
  await familyThroughUi(browser, { firstName: 'Gurleen', lastName: 'Brar', gender: 'Female', dobYear: 1996, foodHabits: 'Vegetarian', city });
  const searcher = await familyThroughUi(browser, { firstName: 'Harjot', lastName: 'Gill', gender: 'Male', dobYear: 1994, foodHabits: 'Vegetarian', city: 'Red Deer' });
  const page = await phonePage(browser);
  await signIn(page, searcher.email, searcher.password);

  // The dashboard: titled after its tab, the bar marks My Dashboard.
  await expect(page).toHaveTitle('Matched Profiles · rishta');
  await expectBar(page, 'My Dashboard');

  // Search from the bar: before a search the form is the page, quick choices first.
  await bar(page).getByRole('link', { name: 'Search' }).tap();
  await expect(page).toHaveURL('/dashboard/searchProfiles');
  await expect(page).toHaveTitle('Search Profiles · rishta');
  await expectBar(page, 'Search');
  await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Search Profiles' });
  const firstFields = await form.locator('select, input').evaluateAll((els) => els.slice(0, 3).map((e) => (e as HTMLInputElement).name));
  expect(firstFields).toEqual(['minAge', 'maxAge', 'country']);
  await page.getByLabel('Minimum Age', { exact: true }).selectOption('21');
  await page.getByLabel('Maximum Age', { exact: true }).selectOption('45');
  await page.getByLabel('Search Text').fill(city);
  // Search stays in reach above the bar while the long form scrolls.
  const search = page.getByRole('button', { name: 'Search', exact: true });
  expect((await search.boundingBox())!.y + (await search.boundingBox())!.height).toBeLessThanOrEqual(await barTop(page));
  await search.tap();

  // The results lead: the filters fold into 'Filters (3)', the first card is on the first screen.
  await expect(page.getByText('Total 1 profile matched to your search.')).toBeVisible();
  const filters = page.getByRole('button', { name: 'Filters (3)' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(form).toBeHidden();
  const card = page.getByRole('article', { name: 'Gurleen', exact: true });
  await expect(card).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.y, 'the first result starts on the first screen, above the bar').toBeLessThan((await barTop(page)) - 100);
  await expect(page.getByText(`Ages 21–45 · “${city}”`)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'search-results');

  // Changing a filter: the control is right above the results; the form opens in place.
  await filters.tap();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(form).toBeVisible();
  await expect(page.getByLabel('Minimum Age', { exact: true })).toHaveValue('21');
  await expectAccessible(page);
  await screenshots(page, 'search-filters-open');
  await page.getByRole('group', { name: 'Food Habits' }).getByLabel('Vegetarian', { exact: true }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  await expect(page.getByRole('button', { name: 'Filters (4)' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Total 1 profile matched to your search.')).toBeVisible();

  // The bar never covers the end of a page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.locator('.site-footer').boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual((await barTop(page)) + 1);

  // Proposals and My Profile from the bar.
  await bar(page).getByRole('link', { name: 'Proposals' }).tap();
  await expect(page).toHaveURL('/dashboard/receivedProposals');
  await expect(page).toHaveTitle('Received Proposals · rishta');
  await expectBar(page, 'Proposals');
  // The chosen tab, last of a row wider than the screen, is scrolled into the row: on the screen whole.
  const tabRow = page.getByRole('tablist', { name: 'Profiles and proposals' });
  const receivedTab = tabRow.getByRole('tab', { name: /^Received Proposals/ });
  await expect(receivedTab).toHaveAttribute('aria-selected', 'true');
  expect(await tabRow.evaluate((row) => row.scrollWidth > row.clientWidth), 'the tabs overflow their row').toBe(true);
  await expect(receivedTab).toBeInViewport({ ratio: 1 });
  expect(await tabRow.evaluate((row) => row.scrollLeft), 'the row scrolled sideways').toBeGreaterThan(0);
  await screenshots(page, 'received-proposals');
  // Opened straight from an address too.
  await page.goto('/dashboard/myProposals');
  await expect(tabRow.getByRole('tab', { name: 'My Proposals' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabRow.getByRole('tab', { name: 'My Proposals' })).toBeInViewport({ ratio: 1 });
  await bar(page).getByRole('link', { name: 'My Profile' }).tap();
  await expect(page).toHaveURL('/dashboard/myCandidateProfile');
  await expect(page).toHaveTitle('My Candidate Profile · rishta');
  await expectBar(page, 'My Profile');

  // Settings: every settings page one tap away, password and notifications included.
  await bar(page).getByRole('link', { name: 'Settings' }).tap();
  await expect(page).toHaveTitle('User Settings · rishta');
  await expectBar(page, 'Settings');
  // The sub-navigation's row scrolls sideways: its current item, the last but one, is brought into it.
  const current = page.getByRole('navigation', { name: 'Dashboard' }).locator('[aria-current="page"]');
  await expect(current).toHaveText('User Settings');
  await expect(current).toBeInViewport({ ratio: 1 });
  const settings = page.locator('.settings-content');
  for (const name of ['My User Profile', 'Change Password', 'Manage Notify Settings', 'Change E-mail', 'Refer a Friend', 'Blocked Families', 'My Data']) {
    const link = settings.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  }
  await expectAccessible(page);
  await screenshots(page, 'settings');
  await settings.getByRole('link', { name: 'Change Password', exact: true }).tap();
  await expect(page).toHaveURL('/dashboard/userSettings/changeUserPass');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expect(page).toHaveTitle('Change Password · rishta');
  await expectBar(page, 'Settings');
  await page.goBack();
  await settings.getByRole('link', { name: 'Manage Notify Settings', exact: true }).tap();
  await expect(page).toHaveURL('/dashboard/userSettings/viewNotifySetting');
  await expect(page).toHaveTitle('Notification Settings · rishta');
  // Marketing mail is opt-in: a new account has the newsletter and the partners' mail off.
  await expect(page.getByText('Subscribe to the newsletter').locator('..')).toContainText(/No$/);
  await expect(page.getByText('Subscribe to updates from community partners').locator('..')).toContainText(/No$/);
  await expect(page.getByText('E-mail me new profiles that match my expectations').locator('..')).toContainText(/Yes$/);
  await expectAccessible(page);

  // At a computer's width the navbar and sub-navigation do it: no bar.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar(page)).toBeHidden();
});

test('the disclaimer on a phone says what a family agrees to, in real words', async ({ browser }) => {
  const page = await phonePage(browser);
  await signUpThroughUi(page, { firstName: 'Manpreet', lastName: 'Sidhu', email: uniqueEmail('manpreet'), phone: '4035550123', password: 'secret-123' });
  await expect(page).toHaveTitle('Candidate Details · rishta');
  const disclaimer = page.getByRole('dialog', { name: 'Before you add a profile' });
  await expect(disclaimer).toContainText('seen by the other member families');
  await expect(disclaimer).not.toContainText(/Modal title|I will not close|escape key/);
  for (const button of await disclaimer.getByRole('button').all()) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expectAccessible(page);
  await screenshots(page, 'disclaimer');
  await disclaimer.getByRole('button', { name: 'Close' }).tap();
  await expect(page.getByText('You need to agree to the disclaimer before you upload a profile.')).toBeVisible();
  await page.getByRole('button', { name: 'Read the Disclaimer Again' }).tap();
  await disclaimer.getByRole('button', { name: 'Agree' }).tap();
  await expect(page.getByLabel('I agree with disclaimers and profile visibility on the internet')).toBeVisible();
});

test('on a phone, a new page opens at its top, and a field reached with Tab shows above the bottom bar (and above Search and Clear)', async ({ browser }) => {
  test.setTimeout(240_000);
  const family = await familyThroughUi(browser, { firstName: 'Simran', lastName: 'Sandhu', gender: 'Female', dobYear: 1995, foodHabits: 'Vegetarian', city: 'Surrey' });
  const page = await phonePage(browser);
  await signIn(page, family.email, family.password);

  // A new page opens at its top, its heading in view and focused: not at the last page's scroll.
  await page.goto('/dashboard/myCandidateProfile');
  const edit = page.getByRole('link', { name: 'Edit', exact: true });
  await edit.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(200);
  await edit.tap();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBe(0);

  for (const [path, keptClear] of [
    [`/dashboard/myCandidateProfile/${family.candidateId}/edit`, 'bar'],
    ['/dashboard/searchProfiles', 'search'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    let fields = 0;
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const box = await page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const el = document.activeElement as HTMLElement | null;
        if (!el?.matches('input, select, textarea') || !el.closest('main')) return null;
        const r = el.getBoundingClientRect();
        return { bottom: r.bottom, name: (el as HTMLInputElement).name };
      });
      if (!box) continue;
      fields++;
      const top = keptClear === 'bar' ? await barTop(page) : (await page.locator('.search-form > .actions').boundingBox())!.y;
      expect(box.bottom, `${path}: ${box.name} is hidden`).toBeLessThanOrEqual(top);
    }
    expect(fields, path).toBeGreaterThan(10);
  }
});

/** Text at 200 %, set through the CSSOM (the site's policy refuses inline style sheets), as a phone's largest text setting does. */
const textAt = (page: Page, size: '200%' | '') =>
  page.evaluate((to) => document.documentElement.style.setProperty('font-size', to, 'important'), size);

/** Each link of the bar: its box, its text size, and whether its text overflows it (a word too long for it). */
const barLinks = (page: Page) =>
  bar(page).getByRole('link').evaluateAll((links) =>
    links.map((a) => ({ name: a.textContent ?? '', box: a.getBoundingClientRect().toJSON() as DOMRect, fontSize: parseFloat(getComputedStyle(a).fontSize), overflows: a.scrollWidth > a.clientWidth })),
  );

test('on a 320 px phone with text at 200 %, the bottom bar wraps onto more rows: on the screen whole, every place a target', async ({ browser }) => {
  test.setTimeout(180_000);
  const family = await familyThroughUi(browser, { firstName: 'Jasleen', lastName: 'Dhaliwal', gender: 'Female', dobYear: 1996, foodHabits: 'Vegetarian', city: 'Brampton' });
  const page = await (await browser.newContext({ ...phone, viewport: { width: 320, height: 640 } })).newPage();
  await signIn(page, family.email, family.password);
  await textAt(page, '200%');

  // The page does not scroll sideways, and every place is on the screen, its words whole, 44 px or more.
  await expect(bar(page).getByRole('link')).toHaveText(['My Dashboard', 'Search', 'Proposals', 'My Profile', 'Settings']);
  const screen = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth, height: window.innerHeight }));
  expect(screen.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(screen.width);
  const links = await barLinks(page);
  for (const { name, box, fontSize, overflows } of links) {
    expect(box.left, name).toBeGreaterThanOrEqual(0);
    expect(box.right, name).toBeLessThanOrEqual(screen.width);
    expect(box.bottom, name).toBeLessThanOrEqual(screen.height);
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
    expect(overflows, `${name}: a word runs out of its place`).toBe(false);
    // The narrowest phones' 0.875 rem, at 200 %: the text is not shrunk to fit.
    expect(fontSize, name).toBeGreaterThanOrEqual(28);
  }
  expect(new Set(links.map((l) => Math.round(l.box.top))).size, 'the places wrap onto more rows').toBeGreaterThan(1);
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/phone-bar-320-text-200.png` });

  // The taller bar covers neither the end of a page nor a long form's Search button, kept above it.
  // Scrolled to the end again until the dashboard's lists have come and the page stops growing.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = (await page.locator('.site-footer').boundingBox())!;
      return footer.y + footer.height - (await barTop(page));
    }, { message: 'the end of the page, below the top of the bar by' })
    .toBeLessThanOrEqual(1);
  await bar(page).getByRole('link', { name: 'Search' }).tap();
  await expect(page).toHaveTitle('Search Profiles · rishta');
  // The form's first field at the top of the screen: Search and Clear stick at its bottom, above the bar.
  await page.getByLabel('Minimum Age', { exact: true }).evaluate((field) => field.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const search = (await page.getByRole('button', { name: 'Search', exact: true }).boundingBox())!;
  expect(search.y + search.height).toBeLessThanOrEqual(await barTop(page));

  // At 390 px with the usual text, one row as before.
  await textAt(page, '');
  await page.setViewportSize(phone.viewport);
  await expect.poll(async () => new Set((await barLinks(page)).map((l) => Math.round(l.box.top))).size).toBe(1);
  await expectBar(page, 'Search');
  if (dir) await page.screenshot({ path: `${dir}/phone-bar-390.png` });
  await page.context().close();
});
