/**
 * The HTML part of the mails about an order (confirmation, shipped, refund, status change,
 * return), sent beside their plain text (issue 40, item 6): one small layout with inline styles
 * only (mail clients drop `<style>` and classes), `lang` set to the order's culture.
 *
 * Markup is built with the `html` tagged template: every interpolated value is escaped by
 * construction (`escapeMarkup`, the one escape of markup the API writes) unless it is itself an
 * `Html` fragment, so a product or club name typed by staff can never open a tag. Translated
 * sentences go through `translatedHtml`, which escapes the dictionary text as well. Links are
 * made only for http(s) addresses (`mailLink`); anything else stays text.
 */
import type { Translate } from '@clubshop/i18n/core';
import { escapeMarkup } from '../shared/escape-markup.ts';

/** A piece of markup that is already safe: made by `html`, never by hand from outside text. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** What a template takes: text (escaped), an `Html` fragment (kept), a list of those, or nothing. */
export type HtmlValue = string | number | Html | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeMarkup(String(value));
}

/**
 * Tagged template building markup: the literal parts as written, every value escaped.
 *
 * @example
 * html`<td>${'<script>'}</td>`.markup; // '<td>&#60;script&#62;</td>'
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let markup = strings[0] ?? '';
  values.forEach((value, index) => {
    markup += render(value) + (strings[index + 1] ?? '');
  });
  return new Html(markup);
}

/** The address as a link target when it is an absolute http(s) URL, else null (`javascript:`, `data:`...). */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const linkStyle = 'color:#1a56db;text-decoration:underline';

/** A link to `url` reading `text` (the URL itself by default); just the text when it is not http(s). */
export function mailLink(url: string, text: HtmlValue = url): Html {
  const href = safeHref(url);
  return href ? html`<a href="${href}" style="${linkStyle}">${text}</a>` : html`${text}`;
}

/**
 * A translated sentence as markup: the dictionary text escaped, its placeholders filled with
 * `values` (text escaped, `Html` kept, e.g. a link).
 */
export function translatedHtml(t: Translate, key: string, values: Record<string, HtmlValue> = {}): Html {
  const names = Object.keys(values);
  // Markers stand in for the values while the text is escaped: private-use characters that no
  // dictionary text holds and escaping leaves alone.
  const marked = t(key, Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`])));
  const markup = escapeMarkup(marked).replace(/\uE000(\d+)\uE001/g, (_match, index: string) =>
    render(values[names[Number(index)] ?? ''] ?? ''),
  );
  return new Html(markup);
}

/** A paragraph of the mail. */
export function paragraph(content: HtmlValue): Html {
  return html`<p style="margin:0 0 12px 0">${content}</p>`;
}

/** One row of the lines table: how many, what (name and its details), what it costs in all. */
export interface MailLine {
  quantity: number;
  name: string;
  details?: string | undefined;
  amount?: string | undefined;
}

/** One row under the lines: a label and an amount (the total in bold). */
export interface MailTotal {
  label: HtmlValue;
  amount: string;
  strong?: boolean;
}

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top';

/** The lines as a table (quantity, name with details, amount), then the totals rows. */
export function linesTable(lines: readonly MailLine[], totals: readonly MailTotal[] = []): Html {
  const rows = lines.map(
    (line) => html`<tr>
<td style="${cell};white-space:nowrap">${line.quantity} ×</td>
<td style="${cell}">${line.name}${line.details ? html`<br><span style="color:#6b7280;font-size:13px">${line.details}</span>` : ''}</td>
<td style="${cell};text-align:right;white-space:nowrap">${line.amount ?? ''}</td>
</tr>`,
  );
  const sums = totals.map(
    (total) => html`<tr>
<td colspan="2" style="padding:4px 8px;text-align:right${total.strong ? ';font-weight:bold' : ''}">${total.label}</td>
<td style="padding:4px 8px;text-align:right;white-space:nowrap${total.strong ? ';font-weight:bold' : ''}">${total.amount}</td>
</tr>`,
  );
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 16px 0;font-size:14px">
${rows}${sums}
</table>`;
}

/** An address block (one line a row). */
export function addressBlock(lines: readonly string[]): Html {
  return html`<p style="margin:0 0 12px 0;padding:8px 12px;background:#f3f4f6;border-radius:4px">${lines
    .filter(Boolean)
    .map((line, index) => (index === 0 ? html`${line}` : html`<br>${line}`))}</p>`;
}

/** What the layout frames: the culture (`lang`), the club's name (the header), the subject, the body. */
export interface MailDocument {
  culture: string;
  clubName: string;
  subject: string;
  body: HtmlValue;
}

/** The whole HTML document of a mail: header with the club's name, the body, inline styles only. */
export function mailDocument(mail: MailDocument): string {
  return `<!DOCTYPE html>\n${
    html`<html lang="${mail.culture}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${mail.subject}</title>
</head>
<body style="margin:0;padding:0;background:#f9fafb">
<div style="max-width:600px;margin:0 auto;padding:16px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#111827;background:#ffffff">
<div style="font-size:18px;font-weight:bold;padding:0 0 12px 0;margin:0 0 16px 0;border-bottom:2px solid #111827">${mail.clubName}</div>
${mail.body}
</div>
</body>
</html>`.markup
  }\n`;
}
