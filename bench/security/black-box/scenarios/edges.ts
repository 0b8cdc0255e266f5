/**
 * Issue 43, findings 10 and 11 (the ones a request from outside can reach): a content page's
 * redirect to a foreign address, and the long names that answered 5xx (an 8,000-character
 * path, a 3,000-character dictionary name, a sitemap past the last).
 */
import { send } from '../http.ts';
import { type Check, check, type Scenario } from '../scenario.ts';

export const edges: Scenario = {
  id: 'edges',
  title: 'foreign content redirect, long paths and names, sitemap past the last',
  async run({ cast, front, hostOf }) {
    const checks: Check[] = [];
    const host = hostOf('northbridge-gb');
    // Each a way off the site: another host, a protocol-relative path, a backslash browsers read
    // as a slash, a host that only starts like the site's.
    const outcomes: string[] = [];
    let followed = false;
    for (const [index, redirect] of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example/phish',
      'https://northbridge-gb.localhost.evil.example/',
    ].entries()) {
      const path = `/probe-redirect-${index}/`;
      const page = await cast.editor.api('POST', '/sites/northbridge-gb/pages', {
        path,
        title: 'Probe redirect',
        redirect,
      });
      let served = '';
      if (page.status === 201) {
        const answer = await send(`${front}${path}`, { headers: { host } });
        const location = String(answer.headers.location ?? '');
        if (/evil\.example/.test(location) || (answer.status === 200 && /evil\.example/.test(answer.body)))
          followed = true;
        served = `, served ${answer.status} ${location}`;
      }
      outcomes.push(
        `${redirect}: ${page.status}${page.status === 400 ? ` at ${page.json?.errors?.[0]?.field}` : ''}${served}`,
      );
    }
    checks.push(
      check(
        'content pages redirecting off the site: refused at the redirect field (or never followed)',
        !followed && outcomes.every((line) => / 400 at redirect/.test(line) || line.includes('served 404')),
        outcomes.join('; '),
      ),
    );
    const longPath = await send(`${front}/${'a'.repeat(8000)}/`, { headers: { host } });
    const longApiPath = await send(`${front}/api/content/${'a'.repeat(8000)}`, { headers: { host } });
    const dictionary = await send(`${front}/api/dictionary/${'d'.repeat(3000)}`, { headers: { host } });
    const sitemap = await send(`${front}/sitemap/products-999999.xml`, { headers: { host } });
    const statuses = [longPath, longApiPath, dictionary, sitemap].map((answer) => answer.status);
    checks.push(
      check(
        'long path, long API path, long dictionary name, sitemap past the last: 4xx, never 5xx',
        statuses.every((status) => status >= 400 && status < 500),
        `8,000-char page path ${longPath.status}, API path ${longApiPath.status}, 3,000-char dictionary ${dictionary.status}, products-999999.xml ${sitemap.status}`,
      ),
    );
    return checks;
  },
};
