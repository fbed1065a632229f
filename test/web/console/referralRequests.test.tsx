/** Referral Requests: newest first with their status, and Send a code showing the code sent. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiRequests } from '../network';
import { openAsVolunteer } from './fixtures';

const LIST = '/api/admin/referralRequests';
const request = (id: string, firstName: string, createdDate: string, answeredAt?: string) => ({
  id, requesterFirstName: firstName, requesterLastName: 'Shah', requesterEmailId: `${firstName.toLowerCase()}@example.com`,
  requesterPhoneNumber: '5125550100', createdDate, ...(answeredAt ? { answeredAt } : {}),
});

describe('Referral Requests', () => {
  it('lists the requests newest first with Waiting or Answered on the day', async () => {
    answer('GET', LIST, {
      items: [
        request('rr-1', 'Asha', '2025-03-01T10:00:00.000Z', '2025-03-02T10:00:00.000Z'),
        request('rr-2', 'Bina', '2025-03-10T10:00:00.000Z'),
      ],
    });
    openAsVolunteer('/admin/referralRequests');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['Bina Shah', 'Asha Shah']);
    expect(within(rows[0]!).getByText('Waiting')).toBeTruthy();
    expect(within(rows[1]!).getByText(/^Answered on .*2025/)).toBeTruthy();
  });

  it('sends a code to the requester’s e-mail and shows it; the status stays as the server says', async () => {
    answer('GET', LIST, { items: [request('rr-2', 'Bina', '2025-03-10T10:00:00.000Z')] });
    answer('POST', '/api/admin/referralCodes', { id: 'ref-9', referralCode: 'ABCD2345' });
    const { user } = openAsVolunteer('/admin/referralRequests');
    await user.click(await screen.findByRole('button', { name: 'Send a code to Bina Shah' }));
    expect(await screen.findByText('Code ABCD2345 sent to bina@example.com.')).toBeTruthy();
    expect(screen.getByText('Code ABCD2345 sent to bina@example.com.').getAttribute('role')).toBe('status');
    expect(screen.getByText('ABCD2345', { selector: 'code' })).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    const posts = apiRequests().filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, r.body])).toEqual([['/api/admin/referralCodes', { email: 'bina@example.com' }]]);
  });

  it('shows the server’s message when the code is refused', async () => {
    answer('GET', LIST, { items: [request('rr-2', 'Bina', '2025-03-10T10:00:00.000Z')] });
    answer('POST', '/api/admin/referralCodes', { message: 'This e-mail already has an account.' }, 409);
    const { user } = openAsVolunteer('/admin/referralRequests');
    await user.click(await screen.findByRole('button', { name: 'Send a code to Bina Shah' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail already has an account.');
  });

  it('says when nobody is waiting', async () => {
    answer('GET', LIST, { items: [] });
    openAsVolunteer('/admin/referralRequests');
    expect(await screen.findByText('No family has asked for a referral code.')).toBeTruthy();
  });
});
