import { expect, test } from 'vitest';
import { descriptionHtml, descriptionText, isRichTextHtml } from '../src/index.ts';

test('a description with an element is HTML and stays as it is', () => {
  const html = '<p>Årets <strong>trøje</strong></p><ul><li>Bomuld</li></ul>';
  expect(isRichTextHtml(html)).toBe(true);
  expect(descriptionHtml(html)).toBe(html);
});

test('plain text is escaped, its paragraphs and line breaks kept', () => {
  expect(isRichTextHtml('Size < 10 & > 2')).toBe(false);
  expect(descriptionHtml('Soft & light\nMachine wash\n\n2 < 3 and 5 > 4')).toBe(
    '<p>Soft &amp; light<br>Machine wash</p><p>2 &lt; 3 and 5 &gt; 4</p>',
  );
  expect(descriptionHtml('Windows\r\nlines')).toBe('<p>Windows<br>lines</p>');
  expect(descriptionHtml('  ')).toBe('');
});

test('a plain text the sanitiser stored (its & as &amp;) is not escaped twice', () => {
  expect(descriptionHtml('Fish &amp; chips &#229; &')).toBe('<p>Fish &amp; chips &#229; &amp;</p>');
});

test('as one line of plain text: tags dropped, entities read', () => {
  expect(
    descriptionText('<p>Årets <strong>trøje</strong></p><p>Bomuld &amp; polyester&nbsp;&#229;</p>'),
  ).toBe('Årets trøje Bomuld & polyester å');
  expect(descriptionText('Line one\nline two')).toBe('Line one line two');
});
