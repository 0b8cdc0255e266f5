import { I18nProvider } from '@clubshop/i18n';
import { NewsletterForm, type NewsletterStatus } from '@clubshop/ui-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { seriousA11yViolations } from '../../test-utils/index.ts';

const dictionary = {
  'Newsletter.FirstName': 'First name',
  'Newsletter.Email': 'E-mail',
  'Newsletter.TermsLabel': 'I accept the',
  'Newsletter.TermsLink': 'newsletter terms',
  'Newsletter.Submit': 'Sign up',
  'Newsletter.SubmitSuccess': 'Thanks for signing up!',
  'Newsletter.SubmitError': 'We could not sign you up. Please try again.',
  'Form.Validation.Required': 'This field is required',
  'Form.Validation.Email': 'Enter a valid e-mail address',
  'Common.Loading': 'Loading',
};

function withDictionary(children: ReactNode) {
  return <I18nProvider dictionary={dictionary}>{children}</I18nProvider>;
}

function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
}

/** A promise the test settles by hand, so each state can be looked at. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Ada');
  await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@riverside.example');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the newsletter terms/ }));
}

describe('NewsletterForm', () => {
  test('has no serious accessibility violations', async () => {
    const { container } = render(
      withDictionary(
        <NewsletterForm onSubmit={() => Promise.resolve()} termsUrl="/terms/" heading="Newsletter" />,
      ),
    );
    expect(await seriousA11yViolations(container)).toEqual([]);
  });

  test('is named by its heading, or by `label` when the footer gives the heading', () => {
    const { rerender } = render(
      withDictionary(
        <NewsletterForm onSubmit={() => Promise.resolve()} termsUrl="/terms/" heading="Newsletter" />,
      ),
    );
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeTruthy();
    rerender(
      withDictionary(
        <NewsletterForm onSubmit={() => Promise.resolve()} termsUrl="/terms/" label="Join us" />,
      ),
    );
    expect(screen.getByRole('form', { name: 'Join us' })).toBeTruthy();
  });

  test('resolving false (nothing sent) keeps the form as it was, with no message', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(false as const));
    render(withDictionary(<NewsletterForm onSubmit={onSubmit} termsUrl="/terms/" />));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Ada');
  });

  test('without termsUrl the terms words are plain text in the checkbox label', () => {
    render(withDictionary(<NewsletterForm onSubmit={() => Promise.resolve()} />));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /I accept the newsletter terms/ })).toBeTruthy();
  });

  test('first name, e-mail and terms are required; the e-mail must be valid; nothing is sent until then', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(withDictionary(<NewsletterForm onSubmit={onSubmit} termsUrl="/terms/" />));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(describedText(screen.getByRole('textbox', { name: /First name/ }))).toBe('This field is required');
    expect(describedText(screen.getByRole('checkbox'))).toBe('This field is required');
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'ada@');
    expect(describedText(email)).toBe('Enter a valid e-mail address');
    expect(screen.getByRole('link', { name: 'newsletter terms' }).getAttribute('href')).toBe('/terms/');
  });

  test('idle -> submitting (button disabled, spinner) -> submitted: the form clears and thanks', async () => {
    const signup = deferred();
    const onSubmit = vi.fn(() => signup.promise);
    const statuses: NewsletterStatus[] = [];
    render(
      withDictionary(
        <NewsletterForm
          onSubmit={onSubmit}
          termsUrl="/terms/"
          onStatusChange={(status) => statuses.push(status)}
        />,
      ),
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Ada', email: 'ada@riverside.example', terms: true });
    const button = screen.getByRole('button', { name: /Sign up/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(statuses).toEqual(['submitting']);

    await act(async () => signup.resolve());
    expect(statuses).toEqual(['submitting', 'submitted']);
    expect(screen.getByRole('status').textContent).toContain('Thanks for signing up!');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', false);
  });

  test('submitting -> failed: a warning, and what was typed stays for another try', async () => {
    const signup = deferred();
    const statuses: NewsletterStatus[] = [];
    render(
      withDictionary(
        <NewsletterForm
          onSubmit={() => signup.promise}
          termsUrl="/terms/"
          onStatusChange={(status) => statuses.push(status)}
        />,
      ),
    );
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await act(async () => signup.reject(new Error('503')));
    expect(statuses).toEqual(['submitting', 'failed']);
    expect(screen.getByRole('alert').textContent).toContain('We could not sign you up. Please try again.');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveProperty('value', 'ada@riverside.example');
    expect(screen.queryByText('Thanks for signing up!')).toBeNull();
  });
});
