/**
 * Made for a parent's phone: at 390 × 844 with touch, every text on the family's main pages is at
 * least 16 px and every control a target of at least 44 × 44 px. The pages are counted as a family
 * meets them, signed in with a match: Matched, Search after a search, the Candidate Details modal,
 * My Candidate Profile and User Settings; the offenders are listed in the failure message.
 *
 * What counts as a control: buttons, links, inputs, selects, text areas, summaries and elements with
 * a control's role. A checkbox or radio counts with its label (the label is what a finger presses;
 * Amplify draws the box inside it). The one exemption is WCAG 2.5.8's 'inline' one: a link inside a
 * sentence, whose height the line of the surrounding text sets, is not a target to enlarge. Text
 * hidden for screen readers only (a 1 px box) is not text anyone reads, and is not counted.
 * Set E2E_SCREENSHOTS_DIR to keep the screenshots at 390 and 1280 px.
 */
import type { Browser, Page } from '@playwright/test';
import { familyThroughUi, type Family } from './families.js';
import { expect, memberApi, test } from './fixtures.js';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const MIN_TARGET = 44;
const MIN_TEXT = 16;

interface Offenders {
  targets: string[];
  texts: string[];
  /** How many were measured: a page that counted nothing measured nothing. */
  counted: { targets: number; texts: number };
}

/**
 * Measures, in the page, every visible control and text inside `scope` (a CSS selector; the
 * document when absent). Runs in the browser: only what getComputedStyle and the layout say.
 */
function measure({ scope, limits }: { scope: string | null; limits: { target: number; text: number } }): Offenders {
  const root: Element = (scope && document.querySelector(scope)) || document.body;
  const describe = (el: Element) => {
    const name = (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('title') || el.getAttribute('name') || '')
      .replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.split(' ').filter(Boolean).slice(0, 2).join('.') : '';
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${name}"`;
  };
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  /** Hidden for screen readers only: a 1 px box, or clipped away (Amplify's and our visually-hidden). */
  const screenReaderOnly = (el: Element) => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const r = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      if ((r.width <= 1 && r.height <= 1) || (style.position === 'absolute' && /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip))) return true;
    }
    return false;
  };
  /** WCAG 2.5.8's inline exemption: a link laid out in a line of other text (a sentence). */
  const inlineInSentence = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    const own = (el.textContent ?? '').trim();
    const all = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
    return all.length > own.length + 1;
  };

  const controls = root.querySelectorAll(
    'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem]',
  );
  const targets: string[] = [];
  let targetCount = 0;
  const measured = new Set<Element>();
  for (const control of controls) {
    let el: Element = control;
    const type = control.getAttribute('type');
    if (control.tagName === 'INPUT' && (type === 'checkbox' || type === 'radio')) {
      // The label is the target: the one around the box, or the one naming it.
      el = control.closest('label') ?? (control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null) ?? control;
    } else if (screenReaderOnly(control)) continue;
    if (measured.has(el) || !shown(el) || el.closest('[aria-hidden="true"], [inert]')) continue;
    measured.add(el);
    if (inlineInSentence(el)) continue;
    targetCount++;
    const r = el.getBoundingClientRect();
    if (r.width < limits.target - 0.5 || r.height < limits.target - 0.5) targets.push(`${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
  }

  const texts: string[] = [];
  let textCount = 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const seenParents = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || seenParents.has(parent)) continue;
    if (parent.closest('script, style, noscript, svg, [aria-hidden="true"], [inert]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || !shown(parent) || screenReaderOnly(parent)) continue;
    seenParents.add(parent);
    textCount++;
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (size < limits.text - 0.01) texts.push(`${describe(parent)} ${size}px`);
  }
  return { targets, texts, counted: { targets: targetCount, texts: textCount } };
}

/** Counts the page (or `scope` within it) and fails listing every target under 44 px and text under 16 px. */
async function expectPhoneSized(page: Page, where: string, scope: string | null = null) {
  const found = await page.evaluate(measure, { scope, limits: { target: MIN_TARGET, text: MIN_TEXT } });
  expect(found.counted.targets, `${where}: controls measured`).toBeGreaterThan(0);
  expect(found.counted.texts, `${where}: texts measured`).toBeGreaterThan(0);
  // Soft: every page is counted in one run, and the failure lists the offenders of each.
  expect.soft(found.targets, `${where}: ${found.targets.length} of ${found.counted.targets} targets under ${MIN_TARGET}×${MIN_TARGET} px`).toEqual([]);
  expect.soft(found.texts, `${where}: ${found.texts.length} of ${found.counted.texts} texts under ${MIN_TEXT} px`).toEqual([]);
}

/** With E2E_SCREENSHOTS_DIR set, the page at 390 (the phone) and 1280 px wide, full length. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/phone-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/phone-${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE.viewport);
}

/** The family's session in a phone's browser (its tokens, kept by the desktop context it signed up in). */
async function onPhone(browser: Browser, family: Family): Promise<Page> {
  const storageState = await family.page.context().storageState();
  return (await browser.newContext({ ...PHONE, storageState })).newPage();
}

test('on a phone every text is 16 px or more and every control a 44 px target', async ({ browser }) => {
  // Two families through the sign-up and profile pages, then five pages measured (and screenshot when asked).
  test.setTimeout(420_000);
  const leela = await familyThroughUi(browser, { firstName: 'Leela', lastName: 'Venkatesan', gender: 'Female', dobYear: 1989, foodHabits: 'Vegetarian', city: 'Peterborough' });
  const rohit = await familyThroughUi(browser, { firstName: 'Rohit', lastName: 'Gill', gender: 'Male', dobYear: 1987, foodHabits: 'Vegetarian', city: 'Orillia' });
  const leelaApi = await memberApi(leela.email, leela.password);
  const stated = await leelaApi('addExpectation', { params: { candidateId: leela.candidateId }, body: { gender: 'Male', minAge: 35, maxAge: 42 } });
  expect(stated.status, JSON.stringify(stated.body)).toBe(200);
  void rohit;

  const page = await onPhone(browser, leela);
  const rohitCard = page.getByRole('article', { name: 'Rohit', exact: true });

  // Matched, with Rohit's card.
  await page.goto('/dashboard');
  await expect(rohitCard).toBeVisible();
  await expectPhoneSized(page, 'Matched');
  await screenshots(page, 'matched');

  // Search, after a search.
  await page.goto('/dashboard/searchProfiles?searchText=Orillia&minAge=21&maxAge=45');
  await expect(rohitCard).toBeVisible();
  await expectPhoneSized(page, 'Search');
  await screenshots(page, 'search');

  // The Candidate Details modal, opened from the card.
  await rohitCard.getByRole('button', { name: 'View' }).tap();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Orillia');
  await expectPhoneSized(page, 'Candidate Details', '[role=dialog]');
  await screenshots(page, 'candidate-details');
  await page.keyboard.press('Escape');

  // My Candidate Profile.
  await page.goto('/dashboard/myCandidateProfile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Peterborough').first()).toBeVisible();
  await expectPhoneSized(page, 'My Candidate Profile');
  await screenshots(page, 'my-profile');

  // User Settings.
  await page.goto('/dashboard/userSettings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPhoneSized(page, 'User Settings');
  await screenshots(page, 'settings');
  await page.context().close();
});

/** How much wider than the screen the page is (0: it does not scroll sideways), and what sticks out (outside any scrolling row). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = document.documentElement.scrollWidth - width;
    const inScrollingRow = (e: Element) => {
      for (let x = e.parentElement; x && x !== document.body; x = x.parentElement) if (getComputedStyle(x).overflowX !== 'visible') return true;
      return false;
    };
    const culprit = over > 0 ? [...document.querySelectorAll('main *')].find((e) => e.getBoundingClientRect().right > width + 1 && !inScrollingRow(e)) : undefined;
    return { over, culprit: culprit ? `${culprit.tagName.toLowerCase()}.${[...culprit.classList].join('.')}` : '' };
  });

test('no page scrolls sideways on a 320 px phone, nor at 390 px with text at 200 %', async ({ browser }) => {
  test.setTimeout(300_000);
  const family = await familyThroughUi(browser, { firstName: 'Amandeep', lastName: 'Grewal', gender: 'Female', dobYear: 1993, foodHabits: 'Vegetarian', city: 'Abbotsford' });
  const storageState = await family.page.context().storageState();
  // A listing whose title is one long word, as a business name sometimes is.
  const api = await memberApi(family.email, family.password);
  const [domain] = (await api('getAllCategories')).body.items as { id: string }[];
  const [category] = (await api('getSubCategoriesForCategory', { params: { id: domain!.id } })).body.items as { id: string }[];
  const listed = await api('saveServiceProvider', {
    body: {
      subCategoryId: category!.id, serviceProviderTitle: 'SupercalifragilisticexpialidociousDecorationsDecorations', serviceProviderSubTitle: '',
      serviceProviderDescription: 'Mandaps and stages for weddings.', serviceProviderContactName: 'Kiran Bedi', serviceProviderPhoneCountryCode: '+1',
      serviceProviderPhone: '4165550123', serviceProviderEmail: family.email, serviceProviderWebsite: '',
    },
  });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  const pages = [
    '/dashboard', '/dashboard/searchProfiles', `/dashboard/myCandidateProfile/${family.candidateId}/edit`,
    `/dashboard/myCandidateProfile/${family.candidateId}/myPhotos/uploadphotos`, '/dashboard/userSettings/familyMembers',
    '/dashboard/myServices', `/dashboard/myServices/${listed.body.id as string}`,
  ];
  for (const [size, bigText] of [[{ width: 320, height: 640 }, false], [{ width: 390, height: 844 }, true]] as const) {
    const page = await (await browser.newContext({ ...PHONE, viewport: size, storageState })).newPage();
    const wide: string[] = [];
    const measure = async (what: string) => {
      // Set through the CSSOM (the site's policy refuses inline style sheets): as a phone's largest text setting does.
      if (bigText) await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
      const { over, culprit } = await sideways(page);
      if (over > 0) wide.push(`${what}: ${over} px (${culprit})`);
    };
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await measure(path);
    }
    // A notice naming a long address wraps.
    await page.goto('/dashboard/userSettings/familyMembers');
    const long = `gurpreet.kaur.dhillon.${Date.now().toString(36)}@hotmail.example.org`;
    await page.getByLabel('First Name', { exact: true }).fill('Gurpreet');
    await page.getByLabel('Last Name', { exact: true }).fill('Dhillon');
    await page.getByLabel('Relation to the candidate').selectOption('Mother');
    await page.getByLabel('Email', { exact: true }).fill(bigText ? `big.${long}` : long);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(/We sent an invitation to/)).toBeVisible();
    await measure('Family Members, after inviting a long address');
    expect(wide, `${size.width} px${bigText ? ', text at 200 %' : ''}`).toEqual([]);
    await page.context().close();
  }
});
