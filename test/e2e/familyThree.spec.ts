/**
 * A family of three in three browsers: the mother invites the father and the candidate; each signs
 * in in their own browser context; the father proposes to another family and the mother sees
 * 'Proposed by Harjit (Father)' on her My Proposals tab (the other family sees no member named);
 * Family Activity lists it; the candidate changes their mail frequency (the others' stay); the mother removes the
 * father, whose open tab is refused on its next action and told why on the sign-in page.
 */
import type { Page } from '@playwright/test';
import { familyThroughUi, inviteThroughUi, joinThroughInvitation, volunteerPage } from './families.js';
import { expect, expectAccessible, memberApi, screenshotWidths, test, uniqueEmail } from './fixtures.js';

const cardOf = (page: Page, firstName: string) => page.getByRole('article', { name: firstName, exact: true });

test('mother, father and candidate each in their own browser: who proposed is shown to the family only; a removed member is refused', async ({ browser }) => {
  test.setTimeout(300_000);
  const mother = await familyThroughUi(browser, { firstName: 'Jasleen', lastName: 'Grewalji', gender: 'Female', dobYear: 1993, foodHabits: 'Vegetarian', city: 'Guelph' });
  // A city of its own: the search finds this run's family only, however often the spec runs on one stack.
  const city = `Waterloo${Date.now().toString(36)}`;
  const other = await familyThroughUi(browser, { firstName: 'Manveer', lastName: 'Sidhuwal', gender: 'Male', dobYear: 1991, foodHabits: 'Vegetarian', city });

  const fatherEmail = uniqueEmail('father');
  const candidateEmail = uniqueEmail('candidate');
  await inviteThroughUi(mother.page, { firstName: 'Harjit', lastName: 'Grewalji', relation: 'Father', email: fatherEmail });
  await inviteThroughUi(mother.page, { firstName: 'Jasleen', lastName: 'Grewalji', relation: 'Candidate', email: candidateEmail });
  const father = await joinThroughInvitation(browser, fatherEmail, 'father-123');
  const candidate = await joinThroughInvitation(browser, candidateEmail, 'candidate-123');

  // The father proposes to the other family from its card.
  await father.goto(`/dashboard/searchProfiles?searchText=${city}`);
  await cardOf(father, 'Manveer').getByRole('button', { name: 'Propose' }).click();
  const ask = father.getByRole('dialog', { name: 'Send a proposal?' });
  await ask.getByRole('button', { name: 'Yes, Propose' }).click();
  await expect(ask).toHaveCount(0);
  await expect(cardOf(father, 'Manveer').getByRole('button', { name: 'Proposed' })).toBeDisabled();

  // The mother, in her browser, sees who of the family proposed.
  await mother.page.goto('/dashboard/myProposals');
  await expect(cardOf(mother.page, 'Manveer')).toContainText(/Proposed by Harjit \(Father\) on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expectAccessible(mother.page);
  await screenshotWidths(mother.page, 'familyThree-', 'proposal-card');
  // The other family sees the proposal but not which member made it.
  await other.page.goto('/dashboard/receivedProposals');
  await expect(cardOf(other.page, 'Jasleen')).toContainText('Status: Proposed');
  await expect(cardOf(other.page, 'Jasleen')).not.toContainText('Harjit');
  await expect(cardOf(other.page, 'Jasleen')).not.toContainText('Proposed by');

  // Family Activity, from the Settings index.
  await mother.page.goto('/dashboard/userSettings');
  await mother.page.getByRole('link', { name: 'Family Activity' }).first().click();
  await expect(mother.page.getByRole('heading', { name: 'Family Activity', level: 1 })).toBeVisible();
  await expect(mother.page.getByRole('list', { name: 'Family Activity' })).toContainText('Harjit (Father) proposed to Manveer S******l');
  await expectAccessible(mother.page);
  await screenshotWidths(mother.page, 'familyThree-', 'activity');

  // The candidate changes their own mail frequency.
  await candidate.goto('/dashboard/userSettings/viewNotifySetting');
  await candidate.getByRole('link', { name: /^(Edit|Add)$/ }).click();
  await candidate.getByLabel(/Proposals and answers/).selectOption('weekly');
  await candidate.getByRole('button', { name: 'Save' }).click();
  await expect(candidate.getByText('Your Notification Preferences are updated successfully!')).toBeVisible();
  await candidate.goto('/dashboard/userSettings/viewNotifySetting');
  const proposalsFrequency = (page: Page) => page.getByText('Proposals and answers', { exact: true }).locator('..').locator('dd');
  await expect(proposalsFrequency(candidate)).toHaveText('Weekly digest');
  // Only for themself: the mother's and the father's stay as they were.
  for (const other of [mother.page, father]) {
    await other.goto('/dashboard/userSettings/viewNotifySetting');
    await expect(proposalsFrequency(other)).toHaveText('Immediately');
  }
  // The father's tab left open on the search results, where he was.
  await father.goto(`/dashboard/searchProfiles?searchText=${city}`);

  // The mother and the candidate edit Family Details at once: the candidate saves first; the mother's
  // save is refused kindly, the page shows the newer version and lists what she typed.
  const familyDetails = `/dashboard/myCandidateProfile/${mother.candidateId}/familyDetails`;
  await mother.page.goto(familyDetails);
  await candidate.goto(familyDetails);
  await candidate.getByLabel("Father's Name").fill('Harjit Singh Grewal');
  await candidate.getByRole('button', { name: 'Save' }).click();
  await expect(candidate).toHaveURL(/notice=familyDetailsUpdated/);
  await mother.page.getByLabel("Father's Name").fill('Harjit S. Grewal');
  await mother.page.getByRole('button', { name: 'Save' }).click();
  await expect(mother.page.getByText('This profile was changed by Jasleen (Candidate) while you were editing. Here is the newer version — please make your change again.')).toBeVisible();
  await expect(mother.page.getByLabel("Father's Name")).toHaveValue('Harjit Singh Grewal');
  await expect(mother.page.getByRole('status').filter({ hasText: 'What you typed, not saved yet' })).toContainText("Father's Name: Harjit S. Grewal");
  await expectAccessible(mother.page);
  await screenshotWidths(mother.page, 'familyThree-', 'edit-conflict');

  // The same on the expectations: both open the edit page; the candidate saves first, and the
  // mother's save is refused kindly with the newer version shown.
  const stated = await (await memberApi(mother.email, mother.password))('addExpectation', { params: { candidateId: mother.candidateId }, body: { gender: 'Male', minAge: 28, maxAge: 34 } });
  expect(stated.status).toBe(200);
  const editExpectation = `/dashboard/myCandidateProfile/${mother.candidateId}/myExpectation/${(stated.body as { id: string }).id}/edit`;
  await mother.page.goto(editExpectation);
  await candidate.goto(editExpectation);
  await candidate.getByLabel('Maximum Age').selectOption('36');
  await candidate.getByRole('button', { name: 'Save' }).click();
  await expect(candidate).toHaveURL(/confirmExpectation/);
  await mother.page.getByLabel('Maximum Age').selectOption('40');
  await mother.page.getByRole('button', { name: 'Save' }).click();
  await expect(mother.page.getByText('These expectations were changed by Jasleen (Candidate) while you were editing. Here is the newer version — please make your change again.')).toBeVisible();
  await expect(mother.page.getByLabel('Maximum Age')).toHaveValue('36');
  await expectAccessible(mother.page);
  await screenshotWidths(mother.page, 'familyThree-', 'expectation-conflict');

  // A volunteer finds the family in the console: the account with every member who signs in to it.
  const volunteer = await volunteerPage(browser);
  await volunteer.page.goto(`/admin/eligibility?q=${encodeURIComponent(mother.email)}`);
  const row = volunteer.page.getByRole('row').filter({ hasText: mother.email }).first();
  await expect(row).toContainText(`Harjit Grewalji (Father), ${fatherEmail}`);
  await expect(row).toContainText(`Jasleen Grewalji (Candidate), ${candidateEmail}`);
  await expectAccessible(volunteer.page);
  await screenshotWidths(volunteer.page, 'familyThree-', 'console-eligibility');
  await row.getByRole('link', { name: /^Referral tree of/ }).click();
  await expect(volunteer.page.getByRole('heading', { level: 2, name: /^Referral tree:/ })).toBeVisible();
  await expect(volunteer.page.locator('.console-members')).toContainText(`Harjit Grewalji (Father), ${fatherEmail}`);
  await expectAccessible(volunteer.page);
  await screenshotWidths(volunteer.page, 'familyThree-', 'console-referral-tree');
  await volunteer.page.context().close();

  // The mother removes the father; his open tab is refused on its next action, and told why.
  await mother.page.goto('/dashboard/userSettings/familyMembers');
  await mother.page.getByRole('button', { name: 'Remove Harjit Grewalji' }).click();
  await mother.page.getByRole('dialog', { name: 'Remove Harjit?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(mother.page.getByText('Harjit Grewalji is removed from your family and signed out.')).toBeVisible();
  await father.getByRole('tab', { name: 'My Proposals' }).click();
  await expect(father).toHaveURL(/\/signin/);
  await expect(father.getByText(/You are signed out on this device\. This happens when you signed out in another tab, your family removed you/)).toBeVisible();
  await expectAccessible(father);
  await screenshotWidths(father, 'familyThree-', 'removed-signin');

  for (const page of [father, candidate, mother.page, other.page]) await page.context().close();
});
