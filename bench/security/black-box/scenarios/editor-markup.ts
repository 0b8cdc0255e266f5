/**
 * Issue 43, the XSS finding beyond the pictures ("every SVG and HTML the shop generates from data
 * is built by escaping"): an editor of one site stores markup where a page shows data (rich text,
 * a hero's heading, link and image, an image block) and uploads an SVG with a script; the page an
 * anonymous shopper gets through Varnish runs none of it, and the upload is refused.
 */
import { send } from '../http.ts';
import { type Check, check, type Scenario } from '../scenario.ts';

/** The page's HTML without its inert JSON data blocks (the boot state holds the data as text). */
const markupOf = (html: string) =>
  html.replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');

export const editorMarkup: Scenario = {
  id: 'editor-markup',
  title: "an editor's markup in content blocks and uploads reaches no shopper as script",
  async run({ cast, front, hostOf }) {
    const checks: Check[] = [];
    const created = await cast.editor.api('POST', '/sites/northbridge-gb/pages', {
      path: '/probe-markup/',
      title: 'Probe <script>alert("title")</script>',
      blocks: [
        {
          type: 'richText',
          html: '<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><iframe src="https://evil.example/"></iframe>',
        },
        {
          type: 'hero',
          heading: '<img src=x onerror=alert(4)>',
          text: '"><script>alert(5)</script>',
          image: {
            url: 'javascript:alert(6)',
            altText: '" onmouseover="alert(7)',
            focal: { top: 1, left: 1 },
          },
          link: { text: 'Go', url: 'javascript:alert(8)' },
        },
        { type: 'image', image: { url: '" onerror="alert(9)', altText: 'x', focal: { top: 1, left: 1 } } },
      ],
    });
    const page = await send(`${front}/probe-markup/`, {
      headers: { host: hostOf('northbridge-gb') },
      from: '127.0.0.38',
    });
    const markup = markupOf(page.body);
    // Attribute values emptied: React escapes every quote of data, so a quote left delimits one.
    const tags = markup.replace(/"[^"]*"/g, '""');
    const found = [
      /<script>alert/i.test(markup) && 'a script element',
      /<[a-z][^>]*\son[a-z]+\s*=/i.test(tags) && 'an event handler attribute',
      // React's own stand-in for a blocked address is `javascript:throw new Error('React has blocked…')`.
      /(href|src|action|formaction)\s*=\s*"javascript:(?!throw new Error\(&#x27;React has blocked)/i.test(
        markup,
      ) && 'a javascript: link or source',
      /<iframe/i.test(markup) && 'an iframe',
    ].filter(Boolean);
    checks.push(
      check(
        'a page of hostile blocks serves no script, handler, javascript: link or frame',
        (created.status === 201 || created.status === 400) &&
          (created.status === 400 || page.status === 200) &&
          found.length === 0,
        `stored ${created.status}${created.status === 400 ? ` (${created.json?.errors?.[0]?.field})` : ''}; page ${page.status}, ${page.body.length} bytes; found: ${found.join(', ') || 'none'}`,
      ),
    );
    const srcset = /srcset\s*=\s*"javascript:/i.test(markup);
    checks.push(
      check(
        "a block's picture or link with a script address is refused on write, never served",
        created.status === 400 && !srcset,
        `stored ${created.status}${created.status === 400 ? ` (${created.json?.errors?.map((error: { code?: string }) => error.code).join(', ')})` : ''}; javascript: in srcset: ${srcset ? 'yes' : 'no'}`,
      ),
    );

    // An SVG with a script, sent as an upload (a picture of a product).
    const boundary = 'probeupload';
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shirt.svg"\r\nContent-Type: image/svg+xml\r\n\r\n${svg}\r\n--${boundary}--\r\n`;
    const upload = await cast.editor.api('POST', '/sites/northbridge-gb/media', body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    checks.push(
      check(
        'an SVG upload with a script is refused (only JPEG, PNG, WebP are kept)',
        upload.status === 415,
        `${upload.status} ${upload.json?.errors?.[0]?.code ?? ''}`,
      ),
    );
    return checks;
  },
};
