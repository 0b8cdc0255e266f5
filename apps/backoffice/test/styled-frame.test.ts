// @vitest-environment clubshop-jsdom
import { describe, expect, test } from 'vitest';
import { putStylesBack, withStylesTakenOut } from '../src/routes/mails/styled-frame.ts';

describe('a mail for the preview frame (decision 0102)', () => {
  const mail =
    '<html lang="de"><body style="margin:0;background:#f9fafb">' +
    '<p style="font-family:&quot;Barlow&quot;, sans-serif">Write style=&quot;color:red&quot; &lt;b&gt;</p>' +
    '<a href="https://shop.example/track?a=1&amp;b=2" style="color:#1d4ed8">Track</a></body></html>';

  test('takes every style attribute out, keeps the text and the other attributes, and unescapes the styles', () => {
    const { html, styles } = withStylesTakenOut(mail);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).toContain('Write style=&quot;color:red&quot; &lt;b&gt;');
    expect(html).toContain('<a href="https://shop.example/track?a=1&amp;b=2" data-preview-style="2">');
    expect(styles).toEqual([
      'margin:0;background:#f9fafb',
      'font-family:"Barlow", sans-serif',
      'color:#1d4ed8',
    ]);
  });

  test('puts the styles back through the CSSOM', () => {
    const { html, styles } = withStylesTakenOut(mail);
    const frameDocument = new DOMParser().parseFromString(html, 'text/html');
    putStylesBack(frameDocument, styles);
    expect(frameDocument.body.style.backgroundColor).toBe('rgb(249, 250, 251)');
    expect(frameDocument.querySelector('p')?.style.fontFamily).toBe('"Barlow", sans-serif');
    expect(frameDocument.querySelector('a')?.style.color).toBe('rgb(29, 78, 216)');
  });
});
