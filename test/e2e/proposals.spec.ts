/**
 * Proposals as families meet them, in Chromium against the local stack: A proposes to B from the
 * 'Candidate Details' modal after the confirmation that names what is shared, B gets a mail and
 * finds it under Received Proposals, A sends three reminders and then sees 'Sent Three Reminders',
 * B accepts and both see each other's contacts in full while a third family still sees them
 * masked; A proposes to C and revokes — with axe on both tabs and the dialogs.
 */
import type { Page } from '@playwright/test';
import { familyThroughUi } from './families.js';
import { candidateDialog, expect, expectAccessible, test } from './fixtures.js';
import { readLatestMail } from './mail.js';

const cardOf = (page: Page, firstName: string) => page.getByRole('article', { name: firstName, exact: true });

async function confirm(page: Page, question: string, yes: string) {
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: yes }).click();
  await expect(dialog).toHaveCount(0);
}

test('propose from the modal, mail, three reminders, accept with contacts shared, revoke', async ({ browser }) => {
  test.setTimeout(300_000);
  const a = await familyThroughUi(browser, { firstName: 'Aarti', lastName: 'Malhotra', gender: 'Female', dobYear: 1979, foodHabits: 'Vegetarian', city: 'Sudbury' });
  const b = await familyThroughUi(browser, { firstName: 'Bhavesh', lastName: 'Khannaji', gender: 'Male', dobYear: 1978, foodHabits: 'Vegetarian', city: 'Kingston' });
  const c = await familyThroughUi(browser, { firstName: 'Charan', lastName: 'Kohliwal', gender: 'Male', dobYear: 1977, foodHabits: 'Vegetarian', city: 'Belleville' });

  // A finds B (families of 47 to 49, past the age selectors' 45) by a search without ages: the page
  // sends none and the server looks around A's own age. Then A proposes from the modal, after the
  // confirmation that says what is shared.
  await a.page.goto('/dashboard/searchProfiles');
  await a.page.getByLabel('Search Text').fill('Kingston');
  await a.page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(a.page).toHaveURL('/dashboard/searchProfiles?searchText=Kingston');
  await expect(a.page.getByText(/Ages \d+–\d+, around your candidate's age/)).toBeVisible();
  await cardOf(a.page, 'Bhavesh').getByRole('button', { name: 'View' }).click();
  const modal = candidateDialog(a.page, 'Bhavesh');
  await modal.getByRole('button', { name: 'Propose' }).click();
  const ask = a.page.getByRole('dialog', { name: 'Send a proposal?' });
  await expect(ask).toContainText('Your name, e-mail and phone number will be shared');
  await expectAccessible(a.page);
  await ask.getByRole('button', { name: 'Yes, Propose' }).click();
  await expect(modal.getByRole('button', { name: 'Proposed' })).toBeDisabled();
  await expect(a.page.getByText('Your proposal is sent.').first()).toBeVisible();
  await a.page.keyboard.press('Escape');

  // B hears of it by mail 10 minutes on (held while B might see it on the site; the
  // heldMail job, its clock moved, sends it), with a link to Received Proposals, and finds it there.
  const heldMail = (await import('#functions/jobs/heldMail.js')).handler;
  await heldMail({ scheduledTime: new Date(Date.now() + 11 * 60_000).toISOString() });
  const mail = await readLatestMail(browser, b.email, /A proposal for Bhavesh/);
  expect(mail).toContain('The family of “Aarti”');
  expect(mail).toContain('/dashboard/receivedProposals');
  await b.page.goto('/dashboard/receivedProposals');
  await expect(cardOf(b.page, 'Aarti')).toContainText('Status: Proposed');
  await expectAccessible(b.page);

  // A reminds three times; then the button is a disabled 'Sent Three Reminders'.
  await a.page.goto('/dashboard/myProposals');
  const toB = cardOf(a.page, 'Bhavesh');
  await expect(toB).toContainText('Status: Waiting for Response');
  // A second tab of the family (another member's, or their own left open) opened after the first reminder.
  let stale: Page | undefined;
  for (let i = 1; i <= 3; i++) {
    await toB.getByRole('button', { name: 'Send Reminder' }).click();
    await expect(a.page.getByRole('dialog', { name: 'Are you sure to send a reminder?' })).toContainText(`reminder ${i} of 3`);
    if (i === 1) await expectAccessible(a.page);
    await confirm(a.page, 'Are you sure to send a reminder?', 'Yes, Send Reminder');
    await expect(a.page.getByText(`Your reminder is sent (${i} of 3).`)).toBeVisible();
    if (i === 1) {
      stale = await a.page.context().newPage();
      await stale.goto('/dashboard/myProposals');
      await expect(cardOf(stale, 'Bhavesh').getByRole('button', { name: 'Send Reminder' })).toBeEnabled();
    }
  }
  await expect(toB.getByRole('button', { name: 'Sent Three Reminders' })).toBeDisabled();
  await expectAccessible(a.page);
  // The tab left open still offers a reminder: the server refuses the fourth, and its card catches up.
  await cardOf(stale!, 'Bhavesh').getByRole('button', { name: 'Send Reminder' }).click();
  await confirm(stale!, 'Are you sure to send a reminder?', 'Yes, Send Reminder');
  await expect(stale!.getByRole('alert').filter({ hasText: /Three reminders have been sent already/ })).toBeVisible();
  await expect(cardOf(stale!, 'Bhavesh').getByRole('button', { name: 'Sent Three Reminders' })).toBeDisabled();
  await stale!.close();

  // B accepts: both families now see each other's contact details in full.
  await b.page.reload();
  await cardOf(b.page, 'Aarti').getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByRole('dialog', { name: 'Accept this proposal?' })).toContainText('name, e-mail and phone number will be shared');
  await confirm(b.page, 'Accept this proposal?', 'Yes, Accept');
  await expect(cardOf(b.page, 'Aarti')).toContainText('Status: Accepted');
  await expect(cardOf(b.page, 'Aarti')).toContainText('Aarti Parent');
  await expect(cardOf(b.page, 'Aarti')).toContainText(a.email);
  await a.page.reload();
  await expect(cardOf(a.page, 'Bhavesh')).toContainText('Status: Accepted');
  await expect(cardOf(a.page, 'Bhavesh')).toContainText('Bhavesh Parent');
  await expect(cardOf(a.page, 'Bhavesh')).toContainText(b.email);

  // A third family still sees B's contacts masked.
  await c.page.goto('/dashboard/searchProfiles?searchText=Kingston');
  await cardOf(c.page, 'Bhavesh').getByRole('button', { name: 'View' }).click();
  const seenByC = candidateDialog(c.page, 'Bhavesh');
  await expect(seenByC).toContainText('Kingston');
  await expect(seenByC).not.toContainText('Bhavesh Parent');
  await expect(seenByC).not.toContainText(b.email);

  // A proposes to C from the card in a second tab, while the first tab shows C's card with Propose;
  // there the Propose is refused, and the card catches up with the proposal. Then A revokes it.
  await a.page.goto('/dashboard/searchProfiles?searchText=Belleville');
  await expect(cardOf(a.page, 'Charan').getByRole('button', { name: 'Propose' })).toBeEnabled();
  const secondTab = await a.page.context().newPage();
  await secondTab.goto('/dashboard/searchProfiles?searchText=Belleville');
  await cardOf(secondTab, 'Charan').getByRole('button', { name: 'Propose' }).click();
  await confirm(secondTab, 'Send a proposal?', 'Yes, Propose');
  await expect(cardOf(secondTab, 'Charan').getByRole('button', { name: 'Proposed' })).toBeDisabled();
  await secondTab.close();
  await cardOf(a.page, 'Charan').getByRole('button', { name: 'Propose' }).click();
  await confirm(a.page, 'Send a proposal?', 'Yes, Propose');
  await expect(cardOf(a.page, 'Charan')).toContainText(/You proposed on/);
  await expect(cardOf(a.page, 'Charan').getByRole('button', { name: 'Propose' })).toHaveCount(0);
  await a.page.getByRole('tab', { name: 'My Proposals' }).click();
  await cardOf(a.page, 'Charan').getByRole('button', { name: 'Revoke' }).click();
  await confirm(a.page, 'Are you sure to revoke this proposal?', 'Yes, Revoke');
  await expect(cardOf(a.page, 'Charan')).toContainText('Status: Revoked');
  await expect(cardOf(a.page, 'Charan').getByRole('button', { name: 'Revoke' })).toBeDisabled();
  await expectAccessible(a.page);
});
