/**
 * The sign-in and forgot-password pages, rendered by the server as plain HTML with one
 * stylesheet and no script at all: signing in is a real form POST to the server (it works
 * without JavaScript, and a first visit downloads no JavaScript), the password goes in the
 * request body, never in a URL, and it is never written back into the page.
 */
import { createI18n } from '@clubshop/i18n/core';
import { type Culture, cultures, localeOf, type MessageKey, messages } from '../src/messages/index.ts';
import { escapeHtml } from './html.ts';

/** What the sign-in page shows. */
export interface SignInPageOptions {
  culture: Culture;
  /** The form token (double submit with the CSRF cookie). */
  csrfToken: string;
  /** The e-mail typed before (never the password). */
  email?: string;
  /** An error to show above the form. */
  error?: { key: MessageKey; params?: Record<string, string | number> };
  /** A notice (e.g. signed out). */
  notice?: MessageKey;
  /** Where to go after signing in (a path of the back office). */
  next?: string;
}

const translator = (culture: Culture) =>
  createI18n({ locale: localeOf[culture], culture, dictionary: messages[culture] }).t;

function languageLinks(culture: Culture, path: string): string {
  const t = translator(culture);
  const names: Record<Culture, string> = { en: 'English', de: 'Deutsch', da: 'Dansk' };
  const links = cultures
    .map((code) =>
      code === culture
        ? `<li><span aria-current="true" lang="${code}">${names[code]}</span></li>`
        : `<li><a href="${path}?lang=${code}" lang="${code}" hreflang="${code}">${names[code]}</a></li>`,
    )
    .join('');
  return `<nav aria-label="${escapeHtml(t('App.Language'))}"><ul class="languages">${links}</ul></nav>`;
}

function layout(culture: Culture, title: string, body: string): string {
  return `<!doctype html>
<html lang="${culture}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/sign-in.css">
</head>
<body>
<main class="sign-in">
${body}
</main>
</body>
</html>`;
}

/** The sign-in page. */
export function renderSignInPage(options: SignInPageOptions): string {
  const { culture } = options;
  const t = translator(culture);
  const error = options.error
    ? `<p class="message error" role="alert" id="sign-in-error">${escapeHtml(t(options.error.key, options.error.params))}</p>`
    : '';
  const notice = options.notice
    ? `<p class="message" role="status">${escapeHtml(t(options.notice))}</p>`
    : '';
  const described = options.error ? ' aria-describedby="sign-in-error"' : '';
  return layout(
    culture,
    `${t('SignIn.Title')} · ${t('App.Title')}`,
    `${languageLinks(culture, '/sign-in')}
<h1>${escapeHtml(t('SignIn.Title'))}</h1>
${notice}${error}
<form method="post" action="/sign-in" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(options.csrfToken)}">
<input type="hidden" name="lang" value="${culture}">
${options.next ? `<input type="hidden" name="next" value="${escapeHtml(options.next)}">` : ''}
<p><label for="email">${escapeHtml(t('SignIn.Email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${described}${options.error ? ' aria-invalid="true"' : ''}></p>
<p><label for="password">${escapeHtml(t('SignIn.Password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}></p>
<p><button type="submit">${escapeHtml(t('SignIn.Submit'))}</button></p>
</form>
<p><a href="/forgot-password?lang=${culture}">${escapeHtml(t('SignIn.Forgot'))}</a></p>`,
  );
}

/** What the second step of a sign-in shows (decision 0074). */
export interface SignInCodePageOptions {
  culture: Culture;
  /** The form token (double submit with the CSRF cookie). */
  csrfToken: string;
  /** An error to show above the form. */
  error?: { key: MessageKey; params?: Record<string, string | number> };
  /** Where to go after signing in (a path of the back office). */
  next?: string;
}

/**
 * The second step of a sign-in for a member with two-step sign-in: one field for the code of the
 * authenticator app or a recovery code, posted to `/sign-in/code`. The token between the steps
 * stays in an HttpOnly cookie; the page holds nothing of it.
 */
export function renderSignInCodePage(options: SignInCodePageOptions): string {
  const { culture } = options;
  const t = translator(culture);
  const error = options.error
    ? `<p class="message error" role="alert" id="code-error">${escapeHtml(t(options.error.key, options.error.params))}</p>`
    : '';
  const described = options.error
    ? ' aria-describedby="code-hint code-error" aria-invalid="true"'
    : ' aria-describedby="code-hint"';
  return layout(
    culture,
    `${t('SignIn.CodeTitle')} · ${t('App.Title')}`,
    `<h1>${escapeHtml(t('SignIn.CodeTitle'))}</h1>
${error}
<form method="post" action="/sign-in/code" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(options.csrfToken)}">
<input type="hidden" name="lang" value="${culture}">
${options.next ? `<input type="hidden" name="next" value="${escapeHtml(options.next)}">` : ''}
<p><label for="code">${escapeHtml(t('SignIn.Code'))}</label>
<input id="code" name="code" type="text" inputmode="text" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" maxlength="32" required autofocus${described}></p>
<p id="code-hint">${escapeHtml(t('SignIn.CodeHint'))}</p>
<p><button type="submit">${escapeHtml(t('SignIn.CodeSubmit'))}</button></p>
</form>
<p><a href="/sign-in?lang=${culture}">${escapeHtml(t('SignIn.CodeBack'))}</a></p>`,
  );
}

/** The forgot-password page: staff passwords are set by an owner (no reset mail for staff). */
export function renderForgotPasswordPage(culture: Culture): string {
  const t = translator(culture);
  return layout(
    culture,
    `${t('Forgot.Title')} · ${t('App.Title')}`,
    `${languageLinks(culture, '/forgot-password')}
<h1>${escapeHtml(t('Forgot.Title'))}</h1>
<p>${escapeHtml(t('Forgot.Body'))}</p>
<p><a href="/sign-in?lang=${culture}">${escapeHtml(t('Forgot.Back'))}</a></p>`,
  );
}
