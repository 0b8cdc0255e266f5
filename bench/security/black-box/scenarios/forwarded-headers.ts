/**
 * Issue 43, finding 3: one request with `X-Forwarded-Host`, `X-Forwarded-Proto`,
 * `X-Forwarded-Port` or `Forwarded` through Varnish must not change the copy the next shopper of
 * that URL gets (another site's page, a foreign port, https links, HSTS).
 */
import { type Answer, send } from '../http.ts';
import { type Check, check, type Scenario } from '../scenario.ts';

export const forwardedHeaders: Scenario = {
  id: 'forwarded-headers',
  title: 'X-Forwarded-Host/Proto poisoning through Varnish',
  async run({ front, hostOf, stack }) {
    const checks: Check[] = [];
    const host = hostOf('northbridge-gb');
    const foreignPort = String(stack.ports.varnish + 1000);
    const plants: Array<[string, string, Record<string, string>, (page: Answer) => string | undefined]> = [
      [
        "another site's host",
        '/kids/',
        { 'x-forwarded-host': hostOf('riverside-gb') },
        (page) => (/riverside/i.test(page.body) ? 'the page names Riverside' : undefined),
      ],
      [
        'a foreign port',
        '/men/',
        { 'x-forwarded-host': `northbridge-gb.localhost:${foreignPort}` },
        (page) => (page.body.includes(`:${foreignPort}`) ? `the page links to :${foreignPort}` : undefined),
      ],
      [
        'https (HSTS)',
        '/women/',
        { 'x-forwarded-proto': 'https' },
        (page) =>
          page.headers['strict-transport-security']
            ? `HSTS ${page.headers['strict-transport-security']}`
            : /https:\/\/northbridge-gb\.localhost/.test(page.body)
              ? 'https links'
              : undefined,
      ],
      [
        'Forwarded and X-Forwarded-Port',
        '/',
        { forwarded: 'host=evil.example;proto=https', 'x-forwarded-port': '444' },
        (page) =>
          /evil\.example|:444\b/.test(page.body) || page.headers['strict-transport-security']
            ? 'evil.example, :444 or HSTS in the copy'
            : undefined,
      ],
    ];
    for (const [what, path, headers, poisoned] of plants) {
      const planted = await send(`${front}${path}`, { headers: { host, ...headers }, from: '127.0.0.32' });
      const next = await send(`${front}${path}`, { headers: { host }, from: '127.0.0.33' });
      const problem = poisoned(planted) ?? poisoned(next);
      checks.push(
        check(
          `${what} planted on ${path}: the next shopper's copy is Northbridge's own`,
          planted.status === 200 &&
            next.status === 200 &&
            problem === undefined &&
            /Northbridge/.test(next.body),
          `planted ${planted.status} (${planted.headers['x-cache']}), next ${next.status} (${next.headers['x-cache']})${problem ? `: ${problem}` : ''}`,
        ),
      );
    }
    return checks;
  },
};
