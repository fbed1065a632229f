/** The console is for volunteers only: anyone else gets the app's 404 page, and no admin call is made. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { texts } from '#shared/texts.js';
import { apiRequests, answer } from '../network';
import { renderRoutes } from '../render';
import { signedIn } from '../session';
import { openAsVolunteer, routes } from './fixtures';

const pages = [
  '/admin', '/admin/referralRequests', '/admin/directory', '/admin/directory/categories', '/admin/eligibility?q=ravi',
  '/admin/reports', '/admin/accounts/user-0001', '/admin/auditTrail',
];

describe('the volunteer console’s access', () => {
  it.each(pages)('shows a member the 404 page at %s', async (at) => {
    signedIn();
    renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeTruthy();
    expect(screen.queryByText('Volunteer Console')).toBeNull();
    expect(apiRequests()).toEqual([]);
  });

  it('shows a signed-out visitor the 404 page', async () => {
    renderRoutes(routes, '/admin/auditTrail');
    expect(await screen.findByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeTruthy();
    expect(apiRequests()).toEqual([]);
  });

  it('opens a volunteer’s console on Referral Requests, with its menu', async () => {
    answer('GET', '/api/admin/referralRequests', { items: [] });
    answer('GET', '/api/admin/referralCodes', { items: [] });
    const { url } = openAsVolunteer('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Volunteer Console' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Referral Requests' })).toBeTruthy();
    expect(url()).toBe('/admin/referralRequests');
    const menu = screen.getByRole('navigation', { name: 'Volunteer Console' });
    const links = [...menu.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Referral Requests', '/admin/referralRequests'],
      ['Directory', '/admin/directory'],
      ['Eligibility', '/admin/eligibility'],
      ['Reports', '/admin/reports'],
      ['Audit Trail', '/admin/auditTrail'],
    ]);
  });
});
