/** A family without stored settings sees what a new account starts with: marketing mail off, the rest on. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoutes } from '../render';
import { signedIn } from '../session';

const notifyRoutes = [{ path: 'notify', children: [{ path: 'add', lazy: () => import('#web/features/account/pages/notifyForm') }] }];

it('starts the newsletter and partner mail unticked, and proposal and match mail ticked', async () => {
  signedIn();
  renderRoutes(notifyRoutes, '/notify/add');
  const newsletter = (await screen.findByRole('checkbox', { name: 'Subscribe to the newsletter' }, { timeout: 15_000 })) as HTMLInputElement;
  expect(newsletter.checked).toBe(false);
  expect((screen.getByRole('checkbox', { name: 'Subscribe to updates from community partners' }) as HTMLInputElement).checked).toBe(false);
  expect((screen.getByRole('checkbox', { name: /proposals waiting for my answer/ }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('checkbox', { name: 'E-mail me new profiles that match my expectations' }) as HTMLInputElement).checked).toBe(true);
}, 20_000);
