/** /new?uprofileid=…: the disclaimer, then the form of a new candidate profile. */
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { candidateRoutes } from '#web/features/candidate/routes';
import { apiRequests } from '../network';
import { renderRoutes } from '../render';
import { member, signedIn } from '../session';

const newProfilePage = `/new?uprofileid=${member.id}`;
const photo = (name: string) => new File([new Uint8Array(1024)], name, { type: 'image/jpeg' });
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

async function openForm() {
  signedIn({ candidateId: null, candidateProfilePhotoFlag: false });
  const rendered = renderRoutes(candidateRoutes, newProfilePage);
  await rendered.user.click(await screen.findByRole('button', { name: 'Agree' }));
  return rendered;
}

it('asks to agree to the disclaimer before showing the form', async () => {
  signedIn({ candidateId: null, candidateProfilePhotoFlag: false });
  const { user } = renderRoutes(candidateRoutes, newProfilePage);

  // Real words, not the legacy placeholders the spec quotes.
  const disclaimer = await screen.findByRole('dialog', { name: 'Before you add a profile' });
  expect(disclaimer.textContent).toContain('seen by the other member families');
  expect(disclaimer.textContent).not.toMatch(/Modal title|I will not close/);
  await user.click(screen.getByRole('button', { name: 'Close' }));

  expect(screen.getByRole('alert').textContent).toContain('You need to agree to the disclaimer before you upload a profile.');
  expect(screen.queryByLabelText(/First Name/)).toBeNull();
});

it('checks the chosen photo and keeps Submit disabled until a good one is chosen', async () => {
  const { user } = await openForm();
  const chooser = screen.getByLabelText('Candidate Photo');
  expect(submit().disabled).toBe(true);

  await user.upload(chooser, photo(`${'a'.repeat(40)}.jpg`));
  expect(screen.getByText('File Name should be less than 40 characters.')).toBeTruthy();
  expect(submit().disabled).toBe(true);

  await user.upload(chooser, photo('priya.jpg'));
  expect(screen.queryByText('File Name should be less than 40 characters.')).toBeNull();
  expect(submit().disabled).toBe(false);
});

it('says which required fields are missing without saving anything', async () => {
  const { user } = await openForm();
  await user.upload(screen.getByLabelText('Candidate Photo'), photo('priya.jpg'));

  await user.click(submit());

  expect(await screen.findByText('First Name is required')).toBeTruthy();
  expect(screen.getByLabelText(/First Name/).getAttribute('aria-invalid')).toBe('true');
  expect(apiRequests().filter((r) => r.method !== 'GET')).toEqual([]);
});
