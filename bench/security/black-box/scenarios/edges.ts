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
    const page = await cast.editor.api('POST', '/sites/northbridge-gb/pages', {
      path: '/probe-redirect/',
      name: 'Probe redirect',
      template: 'content',
      redirect: 'https://evil.example/phish',
    });
    const stored = page.status === 201 || page.status === 200;
    const served = stored ? await send(`${front}/probe-redirect/`, { headers: { host } }) : undefined;
    checks.push(
      check(
        'a content page redirecting to a foreign address is refused when stored (or never followed)',
        page.status === 400 || (served !== undefined && served.status !== 301 && !/evil\.example/.test(served.body)),
        `stored ${page.status}${page.status === 400 ? ` at ${page.json?.errors?.[0]?.field}` : ''}${served ? `; served ${served.status}` : ''}`,
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
