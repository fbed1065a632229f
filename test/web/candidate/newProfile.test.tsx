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
  // A family can switch the browser's file dialog to "All files": the form must check the type itself.
  const rendered = renderRoutes(candidateRoutes, newProfilePage, { user: { applyAccept: false } });
  await rendered.user.click(await screen.findByRole('button', { name: 'Agree' }, { timeout: 15_000 }));
  return rendered;
}

it('asks to agree to the disclaimer before showing the form', async () => {
  signedIn({ candidateId: null, candidateProfilePhotoFlag: false });
  const { user } = renderRoutes(candidateRoutes, newProfilePage);

  // Real words, not the legacy placeholders the spec quotes.
  const disclaimer = await screen.findByRole('dialog', { name: 'Before you add a profile' }, { timeout: 15_000 });
  expect(disclaimer.textContent).toContain('seen by the other member families');
  expect(disclaimer.textContent).not.toMatch(/Modal title|I will not close/);
  await user.click(screen.getByRole('button', { name: 'Close' }));

  expect(screen.getByRole('alert').textContent).toContain('You need to agree to the disclaimer before you upload a profile.');
  expect(screen.queryByLabelText(/First Name/)).toBeNull();
});

it('takes any image the phone has, refuses only what is no image, and can save the profile before a photo is chosen', async () => {
  const { user } = await openForm();
  const chooser = screen.getByLabelText('Candidate Photo');
  // A profile can be saved first and the photos added after (others see it once it has one).
  expect(submit().disabled).toBe(false);

  await user.upload(chooser, new File([new Uint8Array(64)], 'biodata.pdf', { type: 'application/pdf' }));
  expect(screen.getByText('Only .jpg, .jpeg or .png files are allowed.')).toBeTruthy();
  expect(chooser.getAttribute('aria-invalid')).toBe('true');

  // A long name is no reason to refuse: it is shortened on upload.
  await user.upload(chooser, photo('WhatsApp Image 2024-11-03 at 18.45.12 (1).jpg'));
  expect(screen.queryByText('Only .jpg, .jpeg or .png files are allowed.')).toBeNull();
  expect(screen.queryByText('File Name should be less than 40 characters.')).toBeNull();
  expect(chooser.getAttribute('aria-invalid')).toBeNull();
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
