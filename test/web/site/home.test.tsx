/** The public pages: the home page's one-off notice and the support videos of the runtime config. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { siteRoutes } from '#web/features/site/routes';
import { referralRoutes } from '#web/features/referral/routes';
import { Layout } from '#web/app/Layout';
import { answer, defaultConfig } from '../network';
import { renderRoutes } from '../render';

it('shows the notice a redirect carried in ?notice=', async () => {
  renderRoutes(siteRoutes, '/?notice=accountDisabled');

  expect((await screen.findByRole('status')).textContent).toContain('Your user profile is disabled and you are signed out.');
});

it('ignores ?notice= names that are not notices, such as an inherited toString', async () => {
  renderRoutes(siteRoutes, '/?notice=toString');

  expect(await screen.findByRole('heading', { name: 'Welcome to rishta' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});

it('lists the support videos named in /config.json', async () => {
  const video = { title: 'How to create a candidate profile', url: 'https://www.youtube.com/embed/abc123' };
  answer('GET', '/config.json', { ...defaultConfig, supportVideos: [video] });
  renderRoutes(siteRoutes, '/support');

  expect(await screen.findByRole('heading', { name: video.title })).toBeTruthy();
  expect(screen.getByTitle(video.title).getAttribute('src')).toBe(video.url);
});

it("the newsletter form's Subscribe leads to the steps to join, saying where the newsletter is chosen", async () => {
  const { user, url } = renderRoutes([{ Component: Layout, children: [...siteRoutes, ...referralRoutes] }], '/');
  await user.type(await screen.findByLabelText('Newsletter e-mail'), 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByRole('heading', { name: 'How to join' })).toBeTruthy();
  expect(url()).toBe('/stepsinfo?notice=newsletter');
  expect((await screen.findByRole('status')).textContent).toContain('The newsletter goes to member families.');
});
