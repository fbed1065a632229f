/** Referral Requests: newest first with their status, Send a code (after a question) and Decline; the codes issued below. */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiRequests } from '../network';
import { openAsVolunteer } from './fixtures';

const LIST = '/api/admin/referralRequests';
const CODES = '/api/admin/referralCodes';
const request = (id: string, firstName: string, createdDate: string, answeredAt?: string) => ({
  id, requesterFirstName: firstName, requesterLastName: 'Shah', requesterEmailId: `${firstName.toLowerCase()}@example.com`,
  requesterPhoneNumber: '5125550100', createdDate, ...(answeredAt ? { answeredAt } : {}),
});

/** Send a code, then the question's Send the code. */
async function sendCodeConfirmed(user: ReturnType<typeof openAsVolunteer>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Send a code to ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Send a referral code to ${name}?` });
  await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
}

describe('Referral Requests', () => {
  // Every test's page also loads the codes issued; a test about them answers its own list.
  beforeEach(() => answer('GET', CODES, { items: [] }));

  it('lists the requests newest first with Waiting or Answered on the day', async () => {
    answer('GET', LIST, {
      items: [
        request('req-0001', 'Asha', '2025-03-01T10:00:00.000Z', '2025-03-02T10:00:00.000Z'),
        request('req-0002', 'Bina', '2025-03-10T10:00:00.000Z'),
      ],
    });
    openAsVolunteer('/admin/referralRequests');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Bina Shah', 'Asha Shah']);
    expect(within(rows[0]!).getByText('Waiting')).toBeTruthy();
    expect(within(rows[1]!).getByText(/^Answered on .*2025/)).toBeTruthy();
  });

  it('sends a code for the request once confirmed: the code shows, the request is answered today and its buttons are gone', async () => {
    answer('GET', LIST, { items: [request('req-0002', 'Bina', '2025-03-10T10:00:00.000Z')] });
    answer('POST', '/api/admin/referralRequests/req-0002/send', { id: 'ref-9', referralCode: 'ABCD2345' });
    const { user } = openAsVolunteer('/admin/referralRequests');
    await sendCodeConfirmed(user, 'Bina Shah');
    expect(await screen.findByText('Code ABCD2345 sent to bina@example.com.')).toBeTruthy();
    expect(screen.getByText('Code ABCD2345 sent to bina@example.com.').getAttribute('role')).toBe('status');
    expect(screen.getByText('ABCD2345', { selector: 'code' })).toBeTruthy();
    expect(screen.getByText(/^Answered on /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a code to Bina Shah' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline the request of Bina Shah' })).toBeNull();
    const posts = apiRequests().filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/api/admin/referralRequests/req-0002/send']);
  });

  it('asks who gets the code before sending it, and Cancel sends nothing', async () => {
    answer('GET', LIST, { items: [request('req-0002', 'Bina', '2025-03-10T10:00:00.000Z')] });
    const { user } = openAsVolunteer('/admin/referralRequests');
    await user.click(await screen.findByRole('button', { name: 'Send a code to Bina Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a referral code to Bina Shah?' });
    expect(dialog.textContent).toContain('A single-use referral code is e-mailed to bina@example.com now. It cannot be taken back.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a code to Bina Shah' })).toBeTruthy();
    expect(apiRequests().filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('declines a request with a reason from the dialog: Declined on the day, with the reason', async () => {
    answer('GET', LIST, { items: [request('req-0002', 'Bina', '2025-03-10T10:00:00.000Z')] });
    answer('POST', '/api/admin/referralRequests/req-0002/decline', { message: 'Declined.' });
    const { user } = openAsVolunteer('/admin/referralRequests');
    await user.click(await screen.findByRole('button', { name: 'Decline the request of Bina Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request of Bina Shah' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Nobody in the community knows them');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(/^Declined on .*: Nobody in the community knows them$/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The request of Bina Shah was declined.');
    expect(screen.queryByRole('button', { name: 'Send a code to Bina Shah' })).toBeNull();
    const posts = apiRequests().filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, r.body])).toEqual([
      ['/api/admin/referralRequests/req-0002/decline', { reason: 'Nobody in the community knows them' }],
    ]);
  });

  it('shows a request declined earlier with its reason, and no buttons', async () => {
    answer('GET', LIST, {
      items: [{ ...request('req-0003', 'Chitra', '2025-03-10T10:00:00.000Z'), declinedAt: '2025-03-11T10:00:00.000Z', declineReason: 'Duplicate request' }],
    });
    openAsVolunteer('/admin/referralRequests');
    expect(await screen.findByText(/^Declined on .*2025: Duplicate request$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Chitra/ })).toBeNull();
  });

  it('lists the codes issued: to whom, by whom, created, and used by whom or not yet', async () => {
    answer('GET', LIST, { items: [] });
    answer('GET', CODES, {
      items: [
        { id: 'c-1', referralCode: 'OLDC0DE1', issuedToEmail: 'asha@example.com', issuedBy: 'command line', createdDate: '2025-03-01T10:00:00.000Z', usedAt: '2025-03-03T10:00:00.000Z', usedByName: 'Asha Shah' },
        { id: 'c-2', referralCode: 'NEWC0DE2', issuedToEmail: 'bina@example.com', issuedBy: 'vimala@example.com', createdDate: '2025-03-10T10:00:00.000Z' },
      ],
    });
    openAsVolunteer('/admin/referralRequests');
    expect(await screen.findByRole('heading', { name: 'Codes issued' })).toBeTruthy();
    const table = screen.getAllByRole('table').at(-1)!;
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      ['NEWC0DE2', 'bina@example.com', 'vimala@example.com'],
      ['OLDC0DE1', 'asha@example.com', 'command line'],
    ]);
    expect(rows[0]![4]).toBe('Not used yet');
    expect(rows[1]![4]).toMatch(/^By Asha Shah on .*2025$/);
  });

  it('shows the server’s message when the code is refused', async () => {
    answer('GET', LIST, { items: [request('req-0002', 'Bina', '2025-03-10T10:00:00.000Z')] });
    answer('POST', '/api/admin/referralRequests/req-0002/send', { message: 'This e-mail already has an account.' }, 409);
    const { user } = openAsVolunteer('/admin/referralRequests');
    await sendCodeConfirmed(user, 'Bina Shah');
    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail already has an account.');
  });

  it('says when nobody is waiting', async () => {
    answer('GET', LIST, { items: [] });
    openAsVolunteer('/admin/referralRequests');
    expect(await screen.findByText('No family has asked for a referral code.')).toBeTruthy();
  });
});
