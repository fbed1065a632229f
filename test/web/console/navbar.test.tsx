/** The navigation offers the Volunteer Console to volunteers only. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Navbar } from '#web/app/Navbar';
import { member } from '../session';

function renderNavbar(session: typeof member | null) {
  const router = createMemoryRouter([{ path: '/', element: <Navbar session={session} /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('the navigation’s Volunteer Console link', () => {
  it('is there for a volunteer, opening /admin', () => {
    const router = renderNavbar({ ...member, volunteer: true });
    expect(screen.getByRole('link', { name: 'Volunteer Console' }).getAttribute('href')).toBe('/admin');
    router.dispose();
  });

  it('is not there for a member or a visitor', () => {
    let router = renderNavbar(member);
    expect(screen.getByRole('link', { name: 'My Stuff' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Volunteer Console' })).toBeNull();
    router.dispose();
    router = renderNavbar(null);
    expect(screen.queryByRole('link', { name: 'Volunteer Console' })).toBeNull();
    router.dispose();
  });
});
