// @vitest-environment jsdom
import {
  type NewsletterFormValues,
  newsletterFormInitialValues,
  newsletterFormRules,
  newsletterFormSchema,
} from '@clubshop/validation';
import { type UseFormOptions, useForm } from '@clubshop/validation/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';

afterEach(cleanup);

// The newsletter form of the footer (docs/product/requirements.md#footer, #validation-rules), once
// with the rules map and once with the valibot schema: both must behave the same.
function NewsletterForm(props: {
  validation: Pick<UseFormOptions<NewsletterFormValues>, 'rules' | 'schema'>;
  onSubmit: (values: NewsletterFormValues) => void;
}) {
  const form = useForm<NewsletterFormValues>({
    initialValues: newsletterFormInitialValues,
    ...props.validation,
    onSubmit: (values) => {
      props.onSubmit(values);
      form.reset(); // success clears the form
    },
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <input aria-label="First name" {...form.field('firstName')} />
      <output aria-label="firstName error">{form.errors.firstName?.key}</output>
      <input aria-label="Email" type="email" {...form.field('email')} />
      <output aria-label="email error">{form.errors.email?.key}</output>
      <input aria-label="Terms" {...form.checkbox('terms')} />
      <output aria-label="terms error">{form.errors.terms?.key}</output>
      <button type="submit">Subscribe</button>
    </form>
  );
}

const modes = [
  ['rules', { rules: newsletterFormRules }],
  ['schema', { schema: newsletterFormSchema }],
] as const;

describe.each(modes)('the newsletter form with %s', (_mode, validation) => {
  const errorOf = (field: string) => screen.getByLabelText(`${field} error`).textContent;

  test('an empty submit reports every field as required and focuses the first name', async () => {
    const user = userEvent.setup();
    const submitted: NewsletterFormValues[] = [];
    render(<NewsletterForm validation={validation} onSubmit={(values) => submitted.push(values)} />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(submitted).toEqual([]);
    expect(errorOf('firstName')).toBe('Form.Validation.Required');
    expect(errorOf('email')).toBe('Form.Validation.Required');
    expect(errorOf('terms')).toBe('Form.Validation.Required');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  test('an invalid e-mail is reported when the field is left, and cleared while typing', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm validation={validation} onSubmit={() => {}} />);
    await user.type(screen.getByLabelText('Email'), 'zoe@club');
    expect(errorOf('email')).toBe('');
    await user.tab();
    expect(errorOf('email')).toBe('Form.Validation.Email');
    await user.type(screen.getByLabelText('Email'), '.dk');
    expect(errorOf('email')).toBe('');
    expect(errorOf('firstName')).toBe(''); // never visited: no error
  });

  test('a complete form is sent and then cleared', async () => {
    const user = userEvent.setup();
    const submitted: NewsletterFormValues[] = [];
    render(<NewsletterForm validation={validation} onSubmit={(values) => submitted.push(values)} />);
    await user.type(screen.getByLabelText('First name'), 'Zoë');
    await user.type(screen.getByLabelText('Email'), 'zoe@club.dk');
    await user.click(screen.getByLabelText('Terms'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(submitted).toEqual([{ firstName: 'Zoë', email: 'zoe@club.dk', terms: true }]);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Terms') as HTMLInputElement).checked).toBe(false);
    expect(errorOf('firstName')).toBe('');
  });
});
