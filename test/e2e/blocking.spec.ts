/**
 * Blocking a family, in Chromium against the local stack: D saved C's profile and proposed to C;
 * C blocks D from the 'Candidate Details' modal after the confirmation; from then on D finds C
 * nowhere (search, matched, saved, My Proposals, C's profile URL) and C sees D only under Blocked
 * Families; C unblocks D and D finds C in search again — with axe on the confirmation dialog and
 * the Blocked Families page.
 */
import type { Page } from '@playwright/test';
import { blockTexts } from '#shared/domain/blocks.js';
import { familyThroughUi } from './families.js';
import { candidateDialog, expect, expectAccessible, memberApi, openMore, test } from './fixtures.js';

const cardOf = (page: Page, firstName: string) => page.getByRole('article', { name: firstName, exact: true });

/** A search by the city, once its total line is shown (so a missing card means it is not in the results). */
async function searchCity(page: Page, city: string) {
  await page.goto(`/dashboard/searchProfiles?searchText=${city}&minAge=21&maxAge=45`);
  await expect(page.getByText(/^Total \d+ profiles? matched to your search\.$/)).toBeVisible();
}

test('C blocks D from the modal: D finds C nowhere, C lists D under Blocked Families, unblock', async ({ browser }) => {
  test.setTimeout(300_000);
  const c = await familyThroughUi(browser, { firstName: 'Chhaya', lastName: 'Grewal', gender: 'Female', dobYear: 1993, foodHabits: 'Vegetarian', city: 'Orillia' });
  const d = await familyThroughUi(browser, { firstName: 'Dilraj', lastName: 'Mangat', gender: 'Male', dobYear: 1988, foodHabits: 'Vegetarian', city: 'Cobourg' });
  // Set up through the API (their own pages have their own specs): D's expectation, which C meets, and C's public name.
  const dApi = await memberApi(d.email, d.password);
  expect((await dApi('addExpectation', { params: { candidateId: d.candidateId }, body: { gender: 'Female', minAge: 30, maxAge: 36, nativeLanguage: 'Punjabi' } })).status).toBe(200);
  const cApi = await memberApi(c.email, c.password);
  const pubName = `chhaya-${Date.now().toString(36)}`;
  expect((await cApi('updatePubURL', { params: { candidateId: c.candidateId }, body: { candidateProfilePublicURL: pubName } })).status).toBe(200);

  // D finds C, saves the profile and proposes; C is in D's matched profiles and behind the public name.
  await searchCity(d.page, 'Orillia');
  await cardOf(d.page, 'Chhaya').getByRole('button', { name: 'Save To My List' }).click();
  await expect(cardOf(d.page, 'Chhaya').getByRole('button', { name: 'Saved' })).toBeDisabled();
  await cardOf(d.page, 'Chhaya').getByRole('button', { name: 'Propose' }).click();
  await d.page.getByRole('dialog', { name: 'Send a proposal?' }).getByRole('button', { name: 'Yes, Propose' }).click();
  await expect(cardOf(d.page, 'Chhaya').getByRole('button', { name: 'Proposed' })).toBeDisabled();
  await d.page.goto('/dashboard');
  await expect(cardOf(d.page, 'Chhaya')).toBeVisible();
  await d.page.goto(`/viewMyProfile/${pubName}`);
  await expect(d.page.getByRole('heading', { level: 1, name: "Chhaya's Profile" })).toBeVisible();

  // C sees D's proposal, then blocks D from the modal, after the confirmation.
  await c.page.goto('/dashboard/receivedProposals');
  await expect(cardOf(c.page, 'Dilraj')).toBeVisible();
  await searchCity(c.page, 'Cobourg');
  await cardOf(c.page, 'Dilraj').getByRole('button', { name: 'View' }).click();
  const modal = candidateDialog(c.page, 'Dilraj');
  await openMore(modal);
  await modal.getByRole('button', { name: blockTexts.button }).click();
  const ask = c.page.getByRole('dialog', { name: blockTexts.confirmTitle });
  await expect(ask).toContainText(blockTexts.confirm);
  await expectAccessible(c.page);
  await ask.getByRole('button', { name: blockTexts.confirmYes }).click();
  await expect(modal).toBeHidden();
  await expect(c.page.getByText(blockTexts.blocked)).toBeVisible();
  await expect(cardOf(c.page, 'Dilraj')).toHaveCount(0);
  await expect(c.page.getByText(blockTexts.blocked)).toBeFocused();

  // D finds C nowhere: search, matched, saved, My Proposals, the profile URL.
  await searchCity(d.page, 'Orillia');
  await expect(cardOf(d.page, 'Chhaya')).toHaveCount(0);
  await d.page.goto('/dashboard');
  await expect(d.page.getByText(/^Total \d+ matched profiles?$/)).toBeVisible();
  await expect(cardOf(d.page, 'Chhaya')).toHaveCount(0);
  await d.page.goto('/dashboard/savedProfiles');
  await expect(d.page.getByRole('heading', { name: 'Saved Profiles' })).toBeVisible();
  await expect(d.page.getByText('Your saved list is empty', { exact: false }).or(d.page.getByRole('list', { name: 'Your saved profiles' }))).toBeVisible();
  await expect(cardOf(d.page, 'Chhaya')).toHaveCount(0);
  await expect(d.page.getByText('Chhaya')).toHaveCount(0);
  await d.page.goto('/dashboard/myProposals');
  await expect(d.page.getByRole('heading', { name: 'My Proposals' })).toBeVisible();
  await expect(d.page.getByText('You have not sent a proposal yet', { exact: false }).or(d.page.getByRole('list', { name: 'Your proposals' }))).toBeVisible();
  await expect(cardOf(d.page, 'Chhaya')).toHaveCount(0);
  await d.page.goto(`/viewMyProfile/${pubName}`);
  await expect(d.page.getByText("We didn't find the shared profile for this URL.")).toBeVisible();
  await expect(d.page.getByText('Chhaya')).toHaveCount(0);

  // Nor does C see D's proposal any more; D is listed under Blocked Families.
  await c.page.goto('/dashboard/receivedProposals');
  await expect(c.page.getByRole('heading', { name: 'Received Proposals' })).toBeVisible();
  await expect(c.page.getByText('Loading your proposals…')).toHaveCount(0);
  await expect(cardOf(c.page, 'Dilraj')).toHaveCount(0);
  await c.page.goto('/dashboard/userSettings');
  await c.page.getByRole('navigation', { name: 'User settings' }).getByRole('link', { name: blockTexts.listTitle }).click();
  await expect(c.page).toHaveURL('/dashboard/userSettings/blockedFamilies');
  await expect(c.page.getByRole('heading', { level: 1, name: blockTexts.listTitle })).toBeVisible();
  const row = c.page.getByRole('list', { name: blockTexts.listTitle }).getByRole('listitem').filter({ hasText: 'Dilraj' });
  await expect(row).toContainText('Cobourg, Canada');
  // Who of C's family blocked, and when (C's founder, who signed up before relations: her name alone).
  await expect(row).toContainText(/Blocked by Chhaya on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expectAccessible(c.page);

  // C unblocks D, after the confirmation; D finds C in search again.
  await row.getByRole('button', { name: `${blockTexts.unblock} Dilraj` }).click();
  const unblockAsk = c.page.getByRole('dialog', { name: `${blockTexts.unblock} Dilraj?` });
  await expect(unblockAsk).toContainText(blockTexts.unblockConfirm);
  await expectAccessible(c.page);
  await unblockAsk.getByRole('button', { name: blockTexts.unblock }).click();
  await expect(c.page.getByText(blockTexts.unblocked)).toBeVisible();
  await expect(c.page.getByText(blockTexts.empty)).toBeVisible();
  await expectAccessible(c.page);
  await searchCity(d.page, 'Orillia');
  await expect(cardOf(d.page, 'Chhaya')).toBeVisible();
});
