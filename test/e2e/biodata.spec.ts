/**
 * The biodata and the completeness guide in Chromium against the local stack: the owner sees the completeness guide
 * on the own profile and opens Print Biodata; another family cannot open it before a proposal is
 * accepted (a message, no biodata); 'Share biodata' on a computer downloads the biodata as a PDF;
 * after acceptance it finds 'Print Biodata' in the Candidate
 * Details modal and prints the biodata with the parents' names and the time of birth. Each biodata is
 * printed to PDF for A4 and Letter (one page each) and its sections checked in the print-emulated
 * page; axe on the own profile with the guide and on the biodata in print media. Set
 * E2E_SCREENSHOTS_DIR to keep screenshots at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { candidateBody } from '../sampleData.js';
import { familyThroughUi } from './families.js';
import { candidateDialog, expect, expectAccessible, memberApi, screenshotWidths, test } from './fixtures.js';

const family = {
  fatherName: 'Ramesh Mehrotra', fatherOccupation: 'Teacher', motherName: 'Sunita Mehrotra', motherOccupation: 'Doctor',
  brothers: '1', brothersMarried: '0', sisters: '1', sistersMarried: '1', familyType: 'Nuclear', familyValues: 'Moderate',
  nativeCity: 'Amritsar', nativeState: 'Punjab', nativeCountry: 'India', aboutFamily: 'A close family that loves music and long walks.',
};
const horoscope = { rashi: 'Simha (Leo)', nakshatra: 'Magha', manglik: 'No', birthTime: '06:45', birthPlace: 'Amritsar' };
const sections = ['About the Candidate', 'Background and Habits', 'Education and Work', 'Where the Candidate Lives', 'Family Details', 'Horoscope', 'Expectations', 'Contact'];

const cardOf = (page: Page, firstName: string) => page.getByRole('article', { name: firstName, exact: true });

/** The pages of a PDF: its page objects (`/Type /Page`, not the `/Pages` tree nodes). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/**
 * The biodata in print media: the sections' headings shown, the site's navigation, footer and the
 * buttons hidden, axe clean; then printed to PDF on A4 and on Letter, one page each.
 */
async function printAndCheck(page: Page, name: string, expectedSections: string[]) {
  await page.emulateMedia({ media: 'print' });
  for (const heading of expectedSections) await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('img', { name: /^Photo of / })).toBeVisible();
  await expect.poll(() => page.getByRole('img', { name: /^Photo of / }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectAccessible(page);
  await screenshotWidths(page, 'biodata-', `${name}-print`);
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf), `${name} on ${format}`).toBe(1);
  }
  await page.emulateMedia({ media: 'screen' });
}

test('the completeness guide, the own biodata, and the other family\'s biodata once the proposal is accepted', async ({ browser }) => {
  test.setTimeout(300_000);
  const a = await familyThroughUi(browser, { firstName: 'Ishita', lastName: 'Mehrotra', gender: 'Female', dobYear: 1994, foodHabits: 'Vegetarian', city: 'Guelph' });
  const b = await familyThroughUi(browser, { firstName: 'Kabir', lastName: 'Sabharwal', gender: 'Male', dobYear: 1992, foodHabits: 'Vegetarian', city: 'Barrie' });

  // The own profile: the guide shows what is missing, linked to where it is filled.
  await a.page.goto('/dashboard/myCandidateProfile');
  const meter = a.page.getByRole('meter', { name: 'Profile completeness' });
  await expect(meter).toBeVisible();
  const before = Number(await meter.getAttribute('aria-valuenow'));
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(100);
  await expect(a.page.getByText(`${before}% complete`)).toBeVisible();
  // The guide's own links (the button row below has links of the same names).
  const guide = a.page.getByRole('region', { name: 'Profile completeness' });
  await expect(guide.getByRole('link', { name: 'Family Details' })).toHaveAttribute('href', `/dashboard/myCandidateProfile/${a.candidateId}/familyDetails`);
  await expect(guide.getByRole('link', { name: 'Horoscope' })).toHaveAttribute('href', `/dashboard/myCandidateProfile/${a.candidateId}/horoscope`);
  await expectAccessible(a.page);
  await screenshotWidths(a.page, 'biodata-', 'guide');

  // The family fills its family details and horoscope (their pages are another item's: through the API here).
  const aApi = await memberApi(a.email, a.password);
  const saved = await aApi('updateCandidateProfile', {
    params: { candidateId: a.candidateId },
    body: candidateBody({
      firstName: a.firstName, lastName: a.lastName, email: a.email, gender: 'Female', dobMonth: 3, dobYear: a.dobYear, city: a.city,
      ...family, ...horoscope,
    }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const stated = await aApi('addExpectation', {
    params: { candidateId: a.candidateId }, body: { gender: 'Male', minAge: 28, maxAge: 36, expectations: 'Kind, curious and close to his family.' },
  });
  expect(stated.status, JSON.stringify(stated.body)).toBe(200);
  await a.page.reload();
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  await expect(guide.getByRole('link', { name: 'Family Details' })).toHaveCount(0);

  // The owner's biodata: everything, with the Save as PDF hint and Print.
  await a.page.getByRole('link', { name: 'Print Biodata' }).click();
  await expect(a.page).toHaveURL(`/biodata/${a.candidateId}`);
  await expect(a.page.getByRole('heading', { level: 1, name: 'Ishita' })).toBeVisible();
  await expect(a.page.getByText("choose 'Save as PDF'")).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Print' })).toBeVisible();
  // Share biodata on a computer (no share sheet for files): the PDF is made in the page and downloaded.
  const downloading = a.page.waitForEvent('download');
  await a.page.getByRole('button', { name: 'Share biodata' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Ishita-biodata.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('(Ishita)');
  expect(pdf.toString('latin1')).toContain('(Ramesh Mehrotra)');
  await expect(a.page.getByRole('status').filter({ hasText: 'saved in your downloads as Ishita-biodata.pdf' })).toBeVisible();
  await expect(a.page.getByRole('region', { name: 'Family Details' })).toContainText('Ramesh Mehrotra');
  await expect(a.page.getByRole('region', { name: 'Horoscope' })).toContainText('06:45');
  await expectAccessible(a.page);
  await screenshotWidths(a.page, 'biodata-', 'own');
  await printAndCheck(a.page, 'own', sections);

  // Before any acceptance the other family gets a message, not a biodata, and no button.
  await b.page.goto(`/biodata/${a.candidateId}`);
  await expect(b.page.getByText('once a proposal between them is accepted')).toBeVisible();
  await expect(b.page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expectAccessible(b.page);
  await b.page.goto('/dashboard/searchProfiles?searchText=Guelph&minAge=21&maxAge=45');
  await cardOf(b.page, 'Ishita').getByRole('button', { name: 'View' }).click();
  const modal = candidateDialog(b.page, 'Ishita');
  await expect(modal).toContainText('Guelph');
  await expect(modal).not.toContainText('Ramesh Mehrotra');
  await expect(modal.getByRole('link', { name: 'Print Biodata' })).toHaveCount(0);

  // B proposes from the modal; A accepts under Received Proposals.
  await modal.getByRole('button', { name: 'Propose' }).click();
  await b.page.getByRole('dialog', { name: 'Send a proposal?' }).getByRole('button', { name: 'Yes, Propose' }).click();
  await expect(modal.getByRole('button', { name: 'Proposed' })).toBeDisabled();
  await b.page.keyboard.press('Escape');
  await a.page.goto('/dashboard/receivedProposals');
  await cardOf(a.page, 'Kabir').getByRole('button', { name: 'Accept' }).click();
  await a.page.getByRole('dialog', { name: 'Accept this proposal?' }).getByRole('button', { name: 'Yes, Accept' }).click();
  await expect(cardOf(a.page, 'Kabir')).toContainText('Status: Accepted');

  // Now B finds Print Biodata in the modal, and the biodata shows the parents' names and the time of birth.
  await b.page.goto('/dashboard/searchProfiles?searchText=Guelph&minAge=21&maxAge=45');
  await cardOf(b.page, 'Ishita').getByRole('button', { name: 'View' }).click();
  await modal.getByRole('link', { name: 'Print Biodata' }).click();
  await expect(b.page).toHaveURL(`/biodata/${a.candidateId}`);
  await expect(b.page.getByRole('region', { name: 'Family Details' })).toContainText('Ramesh Mehrotra');
  await expect(b.page.getByRole('region', { name: 'Horoscope' })).toContainText('06:45');
  await expect(b.page.getByRole('region', { name: 'Contact' })).toContainText('Hemlata Sharma');
  await expect(b.page.getByText('Jainism')).toHaveCount(0);
  await screenshotWidths(b.page, 'biodata-', 'connected');
  await printAndCheck(b.page, 'connected', sections);
});
