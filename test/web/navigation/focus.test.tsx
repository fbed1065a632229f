/**
 * Where the keyboard's focus goes: to a new page's heading (unless a field of it took the focus),
 * to the first refused field or the message after a form is sent and the page stays, and back to
 * Menu when Escape closes the phone menu.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Form, Link, useActionData } from 'react-router';
import { Layout } from '#web/app/Layout';
import { FormMessages, SubmitButton, TextField } from '#web/components/forms';
import type { FormResult } from '#web/lib/api/failure';
import { renderRoutes } from '../render';

function Refusing() {
  const result = useActionData<FormResult>();
  return (
    <section>
      <h1>Invite</h1>
      <Form method="post" noValidate>
        <FormMessages result={result} fields={['email']} />
        <TextField name="email" label="E-mail" errors={result?.errors?.email ?? []} />
        <SubmitButton>Send</SubmitButton>
      </Form>
    </section>
  );
}

const pages = [
  {
    Component: Layout,
    children: [
      { path: 'a', element: <section><h1>Page A</h1><Link to="/b">Go to B</Link> <Link to="/c">Go to C</Link></section> },
      { path: 'b', element: <section><h1>Page B</h1></section> },
      { path: 'c', element: <section><h1>Page C</h1><input aria-label="Name" autoFocus /></section> },
      {
        path: 'form',
        Component: Refusing,
        action: async ({ request }: { request: Request }) => {
          const email = String((await request.formData()).get('email') ?? '');
          return email ? { message: 'That address is a member already.' } : { errors: { email: ['Please enter an e-mail.'] } };
        },
      },
    ],
  },
];

it('a link to another page puts the focus on its heading', async () => {
  const { user } = renderRoutes(pages, '/a');
  await user.click(await screen.findByRole('link', { name: 'Go to B' }));
  const heading = await screen.findByRole('heading', { name: 'Page B' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
});

it('a field the new page focuses keeps the focus', async () => {
  const { user } = renderRoutes(pages, '/a');
  await user.click(await screen.findByRole('link', { name: 'Go to C' }));
  await screen.findByRole('heading', { name: 'Page C' });
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })));
});

it('a form sent and refused: the focus goes to the refused field, or to the message when no field is refused', async () => {
  const { user } = renderRoutes(pages, '/form');
  await user.click(await screen.findByRole('button', { name: 'Send' }));
  const field = await screen.findByRole('textbox', { name: /E-mail/ });
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(field.getAttribute('aria-invalid')).toBe('true');

  await user.type(field, 'asha@example.org');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const message = await screen.findByRole('alert');
  await waitFor(() => expect(document.activeElement).toBe(message));
  expect(message.textContent).toContain('That address is a member already.');
});

it('Escape closes the phone menu and puts the focus back on Menu', async () => {
  const { user } = renderRoutes(pages, '/a');
  const menu = await screen.findByRole('button', { name: 'Menu' });
  await user.click(menu);
  expect(menu.getAttribute('aria-expanded')).toBe('true');
  await user.keyboard('{Escape}');
  expect(menu.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(menu);
});
