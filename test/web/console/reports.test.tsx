/** Reports: Open and Closed through the URL; Resolve with an outcome and a reason; a 409 in the server’s words, a 5xx plainly; a refused report stays listed. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Report } from '#shared/domain/trust.js';
import { answer, apiRequests } from '../network';
import { openAsVolunteer } from './fixtures';

const report = (id: string, name: string, changes: Partial<Report> = {}): Report => ({
  id, candidateId: 'cand-0001', candidateName: name, reporterUserId: 'user-0009', reason: 'Fake or misleading profile',
  details: 'Photos are from a model agency', status: 'open', createdDate: '2025-03-01T10:00:00.000Z', ...changes,
});

describe('Reports', () => {
  it('lists the open reports as the server orders them, the name linking to the eligibility search', async () => {
    answer('GET', '/api/admin/reports/open', { items: [report('rep-0001', 'Ravi Kumar'), report('rep-0002', 'Sita Rao', { details: '' })] });
    openAsVolunteer('/admin/reports');
    const list = await screen.findByRole('list', { name: 'Reports' });
    const names = within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Ravi Kumar', 'Sita Rao']);
    expect(screen.getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe('/admin/eligibility?q=Ravi%20Kumar');
    expect(screen.getByText('Photos are from a model agency')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows closed reports with their outcome, from the Closed tab', async () => {
    answer('GET', '/api/admin/reports/open', { items: [] });
    answer('GET', '/api/admin/reports/closed', {
      items: [report('rep-0003', 'Ravi Kumar', { status: 'ineligible', resolution: 'Confirmed fake', resolvedBy: 'vimala@example.com', resolvedDate: '2025-03-02T10:00:00.000Z' })],
    });
    const { user, url } = openAsVolunteer('/admin/reports');
    expect(await screen.findByText('No reports here.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Closed' }));
    expect(await screen.findByText('Marked ineligible')).toBeTruthy();
    expect(url()).toBe('/admin/reports?state=closed');
    expect(screen.getByText('Confirmed fake')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Resolve/ })).toBeNull();
  });

  it('resolves a report with the chosen outcome and a reason; it leaves the Open list', async () => {
    answer('GET', '/api/admin/reports/open', { items: [report('rep-0001', 'Ravi Kumar')] });
    answer('POST', '/api/admin/reports/rep-0001/resolve', report('rep-0001', 'Ravi Kumar', { status: 'ineligible' }));
    const { user } = openAsVolunteer('/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Resolve the report on Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report on Ravi Kumar' });
    expect((within(dialog).getByRole('radio', { name: 'Dismiss' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Mark ineligible' }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Confirmed fake');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect((await screen.findByRole('status')).textContent).toBe('The report on Ravi Kumar is closed: Marked ineligible.');
    expect(screen.queryByRole('heading', { name: 'Ravi Kumar' })).toBeNull();
    const post = apiRequests().find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ action: 'ineligible', reason: 'Confirmed fake' });
  });

  it('shows the server’s message when another volunteer closed it first', async () => {
    answer('GET', '/api/admin/reports/open', { items: [report('rep-0001', 'Ravi Kumar')] });
    answer('POST', '/api/admin/reports/rep-0001/resolve', { message: 'This report is already closed.' }, 409);
    const { user } = openAsVolunteer('/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Resolve the report on Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Looks fine');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This report is already closed.');
  });

  it('an action that could not be done: the server’s reason, or a plain failure, and the report stays open', async () => {
    const reason = "The family's account could not be disabled: its sign-in was not found. The report stays open.";
    answer('GET', '/api/admin/reports/open', { items: [report('rep-0001', 'Ravi Kumar')] });
    answer('POST', '/api/admin/reports/rep-0001/resolve', { message: reason }, 409);
    const { user } = openAsVolunteer('/admin/reports');
    const resolveAs = async (outcome: string) => {
      await user.click(await screen.findByRole('button', { name: 'Resolve the report on Ravi Kumar' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('radio', { name: outcome }));
      await user.type(within(dialog).getByLabelText(/Reason/), 'Harassing families');
      await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    };
    await resolveAs('Disable profile');
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(screen.getByRole('heading', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    answer('POST', '/api/admin/reports/rep-0001/resolve', { message: 'Something went wrong!' }, 500);
    await resolveAs('Disable profile');
    await screen.findByText('The report could not be resolved: it stays open. Please try again.');
    expect(screen.getByRole('heading', { name: 'Ravi Kumar' })).toBeTruthy();
  });
});
