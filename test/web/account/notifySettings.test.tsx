/** …/viewNotifySetting/add: the frequencies per topic, then the flags; the two must read consistently. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoutes } from '../render';
import { signedIn } from '../session';

const notifyRoutes = [{ path: 'notify', children: [{ path: 'add', lazy: () => import('#web/features/account/pages/notifyForm') }] }];

it("names the proposals digest as the frequency beside it sends it: not 'a daily digest' when weekly can be chosen", async () => {
  signedIn();
  renderRoutes(notifyRoutes, '/notify/add');

  // The first render loads the lazy route's modules: on a loaded machine that alone can take seconds.
  const frequency = (await screen.findByLabelText(/^Proposals and answers/, {}, { timeout: 15_000 })) as HTMLSelectElement;
  expect(frequency.value).toBe('immediately');
  const digest = screen.getByRole('checkbox', { name: /proposals waiting for my answer/ });
  const label = digest.closest('label')?.textContent ?? screen.getByText(/proposals waiting for my answer/).textContent ?? '';
  expect(label).not.toMatch(/a daily digest/i);
  expect(label).toContain('(daily, or weekly if chosen for proposals)');
  expect([...frequency.options].map((o) => o.text)).toContain('Weekly digest');
}, 20_000);
