// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { type UseFormResult, useForm } from './use-form.ts';

type Values = { email: string; password: string; terms: boolean };
let latest: UseFormResult<Values> | undefined;

function SignUp() {
  const form = useForm<Values>({
    initialValues: { email: '', password: '', terms: false },
    rules: { email: ['required', 'email'], password: ['required'], terms: ['required'] },
    onSubmit: () => undefined,
  });
  latest = form;
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <input aria-label="Email" {...form.field('email')} />
      <input aria-label="Password" type="password" {...form.field('password')} />
      <input aria-label="Terms" {...form.checkbox('terms')} />
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  latest = undefined;
});

test('what a shopper typed into the server-rendered form before hydration is kept, in the box and the state', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignUp />);
  document.body.append(container);
  const [email, password, terms] = container.querySelectorAll('input');
  // The shopper is faster than the JavaScript.
  (email as HTMLInputElement).value = 'fan@example.com';
  (terms as HTMLInputElement).checked = true;

  await act(async () => {
    hydrateRoot(container, <SignUp />);
  });
  expect(latest?.values).toMatchObject({ email: 'fan@example.com', terms: true });

  // A later change re-renders the form: the early value must survive it.
  await act(async () => {
    latest?.setValue('password', 'secret');
  });
  expect((email as HTMLInputElement).value).toBe('fan@example.com');
  expect((terms as HTMLInputElement).checked).toBe(true);
  expect((password as HTMLInputElement).value).toBe('secret');
});

test('a form nobody typed into before hydration keeps its initial values', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignUp />);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <SignUp />);
  });
  expect(latest?.values).toEqual({ email: '', password: '', terms: false });
  expect(latest?.isDirty).toBe(false);
});
