/**
 * Another family's profile and a proposal on a parent's phone (390 × 844, touch). Candidate Details
 * opens on the photo, large, with the name, age, city and work by it, and the dialog is named after
 * the profile; a swipe and Next move between two photos; a tap opens the photo full screen inside
 * the app and Close brings the details back; Save To My List, Propose and Close stay on the screen
 * while Block and Report wait under More (whose panel opens on the screen); the focus stays in the
 * dialog after Save and after a confirmed Propose, and Escape hands it back to the card's View. The
 * other family's dashboard then counts the proposal waiting (without the counted tab widening the
 * page, which would put the Accept confirmation off the screen), each side's card says where the
 * proposal stands, and after the Accept the card offers Call, WhatsApp and E-mail while the biodata
 * is shared as a PDF (a download where the browser cannot share files). Axe on the dialog and the
 * accepted card; screenshots at 390 and 1280 px with E2E_SCREENSHOTS_DIR.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { biodataTexts } from '#shared/texts.js';
import { familyThroughUi } from './families.js';
import { candidateDialog, expect, expectAccessible, memberApi, noisyPng, openMore, screenshotWidths, test } from './fixtures.js';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const cardOf = (page: Page, firstName: string) => page.getByRole('article', { name: firstName, exact: true });

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext(phone)).newPage();
}

async function signIn(page: Page, email: string, password: string) {
  // The pre-rendered page is replaced by the app's once its code and data are in (web/src/main.tsx):
  // what is typed before that is lost, so the form is filled once the network is quiet.
  await page.goto('/signin', { waitUntil: 'networkidle' });
  await expect(page).toHaveTitle('Sign In · rishta');
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).tap();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Screenshots at 1280 and 390 px (E2E_SCREENSHOTS_DIR), then the phone's own size again. */
async function shots(page: Page, name: string) {
  await screenshotWidths(page, 'phone-discovery-', name);
  await page.setViewportSize(phone.viewport);
}

/**
 * A finger moving from right to left across the middle of `target` and resting before it lifts, as
 * real touch events (the page sees pointer events of type 'touch'); Playwright's touchscreen only
 * taps. The events carry their own times (no waiting): 300 ms of moving, then still, so Chromium
 * sees no fling, which would swallow the next tap as the one that stops it.
 */
async function swipeLeft(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.2;
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number | null, at: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === null ? [] : [{ x, y }], timestamp: start + at });
  await touch('touchStart', from, 0);
  for (let step = 1; step <= 6; step++) await touch('touchMove', from + ((to - from) * step) / 6, step * 0.05);
  for (let still = 1; still <= 3; still++) await touch('touchMove', to, 0.3 + still * 0.05);
  await touch('touchEnd', null, 0.5);
  await cdp.detach();
}

/** How wide the page is laid out (wider than the screen, a phone lays out and centres dialogs wider too). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whole on the screen: not scrolled away, and not under the edge of the viewport. */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeInViewport({ ratio: 1 });
  const box = (await locator.boundingBox())!;
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, what).toBeLessThanOrEqual(page.viewportSize()!.height);
}

test('a parent on a phone: photo first, the action bar in reach, a proposal counted, answered and followed by a call', async ({ browser }) => {
  test.setTimeout(300_000);
  const a = await familyThroughUi(browser, { firstName: 'Tanvi', lastName: 'Sehgal', gender: 'Female', dobYear: 1996, foodHabits: 'Vegetarian', city: 'Kenora' });
  const b = await familyThroughUi(browser, { firstName: 'Vikram', lastName: 'Kapoorji', gender: 'Male', dobYear: 1994, foodHabits: 'Vegetarian', city: 'Sarnia' });

  // Tanvi's family adds a second photo (setup, at a computer, as Manage Photos' upload page does it).
  await a.page.goto(`/dashboard/myCandidateProfile/${a.candidateId}/myPhotos/uploadphotos`);
  await a.page.locator('input[type=file]').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await noisyPng(a.page, 200) });
  await a.page.getByRole('button', { name: /^upload/i }).click();
  await expect(a.page.getByText('Your photo is uploaded successfully!')).toBeVisible();

  // ---- Vikram's family, on a phone, finds Tanvi and opens her Candidate Details from the card.
  const bPhone = await phonePage(browser);
  await signIn(bPhone, b.email, b.password);
  await bPhone.goto(`/dashboard/searchProfiles?searchText=${a.city}&minAge=21&maxAge=45`);
  const tanviCard = cardOf(bPhone, 'Tanvi');
  await expect(tanviCard).toBeVisible();
  const age = /(\d+) years/.exec(await tanviCard.innerText())?.[1];
  expect(age).toBeTruthy();
  const view = tanviCard.getByRole('button', { name: 'View' });
  await view.tap();
  const modal = candidateDialog(bPhone, 'Tanvi');
  await expect(modal).toBeVisible();
  // Named after the profile ('Tanvi, 30, Kenora'), so a screen reader says whose it is on opening.
  await expect(modal).toHaveAccessibleName(`Tanvi, ${age}, ${a.city}`);

  // Photo first: large, the first thing in the box, the name, age, city and work right by it.
  const photo = modal.getByRole('button', { name: /^Tanvi, photo \d of 2: open full screen$/ });
  await expect(photo).toHaveAccessibleName('Tanvi, photo 1 of 2: open full screen');
  const photoImage = photo.locator('img');
  await expect.poll(() => photoImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const photoBox = (await photoImage.boundingBox())!;
  expect(photoBox.width, 'the photo spans most of the 390 px screen').toBeGreaterThanOrEqual(300);
  expect(photoBox.y - (await modal.boundingBox())!.y, 'the photo at the top of the box').toBeLessThan(40);
  await expectOnScreen(bPhone, photoImage, 'the photo, on opening');
  const heading = modal.getByRole('heading', { level: 2, name: `Tanvi, ${age}, ${a.city}` });
  const work = modal.locator('.candidate-hero-work');
  await expect(work).toHaveText('Other');
  const summary = modal.locator('.candidate-hero-summary');
  await expect(summary).toContainText(`Tanvi, ${age}, ${a.city}`);
  await expect(summary).toContainText('Kenora, Ontario, Canada');
  // Straight under the photo on a phone (its Previous/Next and thumbnails after), on the first screen:
  // the name, age and city and the work above the action bar's buttons.
  const headingBox = (await heading.boundingBox())!;
  const workBox = (await work.boundingBox())!;
  const barButtonsTop = (await modal.getByRole('button', { name: 'Save To My List' }).boundingBox())!.y;
  expect(headingBox.y, 'the name comes after the photo').toBeGreaterThan(photoBox.y + photoBox.height);
  expect(headingBox.y - (photoBox.y + photoBox.height), 'the name right under the photo').toBeLessThan(80);
  const photoNavTop = (await modal.locator('.hero-photo-nav').boundingBox())!.y;
  expect(workBox.y + workBox.height, 'the name and work before Previous/Next').toBeLessThanOrEqual(photoNavTop);
  await expectOnScreen(bPhone, heading, 'the name, age and city, on opening');
  await expectOnScreen(bPhone, work, 'the work, on opening');
  expect(headingBox.y + headingBox.height, 'the name, age and city above the action bar').toBeLessThanOrEqual(barButtonsTop);
  expect(workBox.y + workBox.height, 'the work above the action bar').toBeLessThanOrEqual(barButtonsTop);

  // Two photos: a swipe to the left shows the second (and opens nothing), Next goes round to the first.
  await swipeLeft(bPhone, photoImage);
  await expect(photo).toHaveAccessibleName('Tanvi, photo 2 of 2: open full screen');
  await expect(modal.getByText('Photo 2 of 2', { exact: true })).toBeVisible();
  await expect(bPhone.getByRole('dialog', { name: /^Tanvi, photo/ })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Next photo' }).tap();
  await expect(photo).toHaveAccessibleName('Tanvi, photo 1 of 2: open full screen');
  await expect(modal.getByText('Photo 1 of 2', { exact: true })).toBeVisible();

  // A tap on the photo opens it full screen inside the app; Close goes back to the details.
  await photo.tap();
  const viewer = bPhone.getByRole('dialog', { name: 'Tanvi, photo 1 of 2' });
  await expect(viewer).toBeVisible();
  const viewerBox = (await viewer.boundingBox())!;
  expect(viewerBox.width).toBeGreaterThanOrEqual(phone.viewport.width - 1);
  expect(viewerBox.height).toBeGreaterThanOrEqual(phone.viewport.height - 1);
  const viewerImage = viewer.getByRole('img', { name: 'Tanvi, photo 1 of 2' });
  await expect(viewerImage).toBeVisible();
  // The 64 px photo is scaled up to fill the screen across or down, whichever it meets first (never cropped).
  await expect.poll(() => viewerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await viewerImage.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    return { natural: img.naturalWidth, boxWidth: box.width, width: img.naturalWidth * scale, height: img.naturalHeight * scale, boxHeight: box.height };
  });
  expect(shown.natural, 'a photo smaller than the screen').toBeLessThan(phone.viewport.width / 2);
  expect(shown.boxWidth, 'the photo\'s room spans the screen').toBeGreaterThanOrEqual(phone.viewport.width - 1);
  expect(shown.width, 'the photo drawn the screen\'s width').toBeGreaterThanOrEqual(phone.viewport.width - 1);
  expect(shown.height, 'and no taller than its room').toBeLessThanOrEqual(shown.boxHeight + 1);
  const closeViewer = viewer.getByRole('button', { name: 'Close' });
  await expect(closeViewer).toBeFocused();
  await shots(bPhone, 'photo-viewer');
  await closeViewer.tap();
  await expect(viewer).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(photo).toBeFocused();

  // The action bar on the first screen, without scrolling; and still there at the end of the profile.
  const save = modal.getByRole('button', { name: 'Save To My List' });
  const propose = modal.getByRole('button', { name: 'Propose', exact: true });
  const close = modal.getByRole('button', { name: 'Close', exact: true });
  for (const [button, what] of [[save, 'Save To My List'], [propose, 'Propose'], [close, 'Close']] as const) {
    await expectOnScreen(bPhone, button, `${what}, on opening`);
  }
  await modal.getByRole('heading').last().scrollIntoViewIfNeeded();
  expect(await modal.evaluate((dialog) => dialog.scrollTop), 'the profile scrolled').toBeGreaterThan(0);
  for (const [button, what] of [[save, 'Save To My List'], [propose, 'Propose'], [close, 'Close']] as const) {
    await expectOnScreen(bPhone, button, `${what}, at the end of the profile`);
  }
  await modal.evaluate((dialog) => dialog.scrollTo(0, 0));

  // Block and Report wait under More.
  const more = modal.getByRole('button', { name: /^More\b/ });
  const block = modal.getByRole('button', { name: 'Block this family' });
  const report = modal.getByRole('button', { name: 'Report this profile' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(block).toBeHidden();
  await expect(report).toBeHidden();
  await openMore(modal);
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expectOnScreen(bPhone, block, 'Block under More');
  await expectOnScreen(bPhone, report, 'Report under More');
  await expectAccessible(bPhone);
  await shots(bPhone, 'details-more');
  await more.tap();
  await expect(block).toBeHidden();

  await expectAccessible(bPhone);
  await shots(bPhone, 'details');

  // Save To My List: the button says Saved and keeps the focus, in the dialog.
  const bar = modal.locator('.details-modal-bar');
  const barHeight = (await bar.boundingBox())!.height;
  await save.tap();
  const saved = modal.getByRole('button', { name: 'Saved' });
  await expect(saved).toHaveAttribute('aria-disabled', 'true');
  const savedLine = modal.getByText('This candidate profile is added in your list');
  await expect(savedLine).toBeVisible();
  await expect(saved).toBeFocused();
  // What it says is a line above the bar, on the screen; the bar keeps its height and the heading stays uncovered.
  await expect(modal.getByRole('status').filter({ hasText: 'This candidate profile is added in your list' })).toHaveCount(1);
  await expectOnScreen(bPhone, savedLine, 'what Save said');
  const expectBarCompact = async (line: Locator, what: string) => {
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height, `the bar's height after ${what}`).toBeLessThanOrEqual(barHeight + 1);
    expect((await line.boundingBox())!.y + (await line.boundingBox())!.height, `${what}'s line above the bar`).toBeLessThanOrEqual(barBox.y);
    const headingNow = (await heading.boundingBox())!;
    expect(headingNow.y + headingNow.height, `the heading uncovered after ${what}`).toBeLessThanOrEqual(Math.min(barBox.y, (await line.boundingBox())!.y));
  };
  await expectBarCompact(savedLine, 'Save');

  // Propose, confirmed: the outcome takes the focus (not the page's <body>), in the dialog.
  await propose.tap();
  const ask = bPhone.getByRole('dialog', { name: 'Send a proposal?' });
  await expect(ask).toContainText('Your name, e-mail and phone number will be shared');
  await ask.getByRole('button', { name: 'Yes, Propose' }).tap();
  await expect(ask).toBeHidden();
  await expect(modal.getByRole('button', { name: 'Proposed' })).toBeDisabled();
  await expect(modal.getByRole('status').filter({ hasText: 'Your proposal is sent.' })).toBeFocused();
  expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  const proposedLine = modal.getByRole('status').filter({ hasText: 'Your proposal is sent.' });
  await expect(proposedLine).toBeVisible();
  await expectOnScreen(bPhone, proposedLine, 'what Propose said');
  await expectBarCompact(proposedLine, 'Propose');
  await expectAccessible(bPhone);
  await shots(bPhone, 'details-proposed');

  // Escape closes the dialog and hands the focus back to the card's View.
  await bPhone.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(view).toBeFocused();

  // Back on the card (a fresh load of the search), the day of the proposal in place of Propose.
  const bApi = await memberApi(b.email, b.password);
  const sent = await bApi('getMySentProposalList', { params: { userId: (await bApi('getSession')).body.id, candidateId: b.candidateId } });
  const createdDate = (sent.body.items as { toCandidateId: string; createdDate: string }[]).find((p) => p.toCandidateId === a.candidateId)!.createdDate;
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(createdDate));
  await bPhone.reload();
  await expect(tanviCard.getByText(`You proposed on ${day}`, { exact: true })).toBeVisible();
  await expect(tanviCard.getByRole('button', { name: 'Propose', exact: true })).toHaveCount(0);
  await expect(tanviCard.getByRole('button', { name: 'Saved' })).toBeVisible();

  // ---- Tanvi's family, on a phone: the dashboard counts the proposal waiting for an answer.
  const aPhone = await phonePage(browser);
  await signIn(aPhone, a.email, a.password);
  const waiting = aPhone.getByRole('region', { name: 'Waiting for your answer' });
  await expect(waiting.getByRole('link', { name: '1 proposal waits for your answer' })).toBeVisible();
  const receivedTab = aPhone.getByRole('tab', { name: /^Received Proposals/ });
  // The count is a badge; the tab's name says it in words, with no space before the comma.
  await expect(receivedTab).toHaveAccessibleName('Received Proposals, 1 waiting');
  await expect(receivedTab.locator('.tab-count')).toBeVisible();
  expect(await pageWidth(aPhone), 'the counted tab, scrolled out of its row, widens nothing').toBe(phone.viewport.width);
  await expectAccessible(aPhone);
  await shots(aPhone, 'dashboard-waiting');

  // Vikram's card in Tanvi's search says the proposal is theirs to answer, and leads there.
  await aPhone.goto(`/dashboard/searchProfiles?searchText=${b.city}&minAge=21&maxAge=45`);
  const vikramCard = cardOf(aPhone, 'Vikram');
  // The link first: while the proposals are on their way the card offers no Propose either.
  const answerLink = vikramCard.getByRole('link', { name: 'Proposed to you — Accept' });
  await expect(answerLink).toBeVisible();
  await expect(vikramCard.getByRole('button', { name: 'Propose', exact: true })).toHaveCount(0);
  await answerLink.tap();
  await expect(aPhone).toHaveURL('/dashboard/receivedProposals');

  // Accept: the card now has Call, WhatsApp and E-mail, each a link the phone opens, 44 px tall.
  const proposal = cardOf(aPhone, 'Vikram');
  await expect(proposal).toContainText('Status: Proposed');
  await proposal.getByRole('button', { name: 'Accept' }).tap();
  const accept = aPhone.getByRole('dialog', { name: 'Accept this proposal?' });
  // The confirmation on the screen, not centred in a page made wider by the tabs' hidden words.
  await expectOnScreen(aPhone, accept.getByRole('button', { name: 'Yes, Accept' }), 'Yes, Accept');
  await accept.getByRole('button', { name: 'Yes, Accept' }).tap();
  await expect(accept).toBeHidden();
  await expect(proposal).toContainText('Status: Accepted');
  const contacts = proposal.getByRole('list', { name: 'Get in touch with Vikram Parent' });
  const links = [
    [contacts.getByRole('link', { name: 'Call Vikram Parent' }), 'tel:+14165550199'],
    [contacts.getByRole('link', { name: 'WhatsApp Vikram Parent' }), 'https://wa.me/14165550199'],
    [contacts.getByRole('link', { name: 'E-mail Vikram Parent' }), `mailto:${b.email}`],
  ] as const;
  for (const [link, href] of links) {
    await expect(link).toHaveAttribute('href', href);
    expect((await link.boundingBox())!.height, href).toBeGreaterThanOrEqual(44);
  }
  await expect(contacts.getByRole('link')).toHaveText(['Call', 'WhatsApp', 'E-mail']);
  // Answered: nothing waits any more.
  await expect(receivedTab).toHaveAccessibleName('Received Proposals');
  await expect(waiting).toHaveCount(0);
  await proposal.scrollIntoViewIfNeeded();
  await expectAccessible(aPhone);
  await shots(aPhone, 'accepted');

  // Where the biodata is (Print Biodata, now the families are connected): Share biodata. Chromium
  // here cannot hand files to a share sheet, so the PDF is downloaded.
  await proposal.getByRole('button', { name: 'View' }).tap();
  const vikram = candidateDialog(aPhone, 'Vikram');
  await vikram.getByRole('link', { name: biodataTexts.printBiodata }).tap();
  await expect(aPhone).toHaveURL(`/biodata/${b.candidateId}`);
  const downloading = aPhone.waitForEvent('download');
  await aPhone.getByRole('button', { name: biodataTexts.shareBiodata }).tap();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Vikram-biodata.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(aPhone.getByRole('status').filter({ hasText: biodataTexts.pdfDownloaded('Vikram-biodata.pdf') })).toBeVisible();
  await shots(aPhone, 'biodata');

  await bPhone.context().close();
  await aPhone.context().close();
});
