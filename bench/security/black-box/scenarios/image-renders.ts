/**
 * Issue 43, finding 4: anonymous huge renders of a seeded banner (4000x4000 cost 25-30 s of CPU
 * each; 24 of them stalled every login for 8.5 minutes). Sizes past the limits are refused; 24
 * of the largest allowed renders at once are answered (a picture or 503 with Retry-After, none
 * left hanging) while a staff sign-in stays fast; the same picture again is served from what was
 * rendered.
 */
import { send } from '../http.ts';
import { type Check, check, note, type Scenario } from '../scenario.ts';

const banner = '/images/media/banner/northbridge/hero.svg';

export const imageRenders: Scenario = {
  id: 'image-renders',
  title: 'huge image render requests: limits, bounded pool, logins still fast',
  async run({ front, hostOf, cast }) {
    const checks: Check[] = [];
    const host = hostOf('northbridge-gb');
    const get = (query: string, from = '127.0.0.34') =>
      send(`${front}${banner}?${query}`, { headers: { host }, from, timeoutMs: 300_000 });
    const refused = [];
    for (const query of ['width=4000&height=4000', 'width=3201', 'height=4000', 'width=3200&height=3200']) {
      const answer = await get(query);
      refused.push(`${query} ${answer.status} in ${Math.round(answer.ms)} ms`);
    }
    checks.push(
      check(
        'renders past the limits are refused with 400 at once',
        refused.every((line) => / 400 in \d+ ms$/.test(line)),
        refused.join('; '),
      ),
    );

    // A sign-in's time with nothing else running, then under 24 of the largest renders allowed.
    const quiet = cast.browser('127.0.0.35');
    const quietStarted = performance.now();
    const quietSignIn = await quiet.signIn(cast.emails.otherEditor, cast.password);
    const quietMs = performance.now() - quietStarted;
    const started = performance.now();
    const renders = Array.from({ length: 24 }, (_, index) =>
      get(`width=${3200 - index}&height=2400`, `127.0.0.${100 + index}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busy = cast.browser('127.0.0.36');
    const busyStarted = performance.now();
    const busySignIn = await busy.signIn(cast.emails.otherEditor, cast.password);
    const busyMs = performance.now() - busyStarted;
    const answers = await Promise.all(renders);
    const allMs = performance.now() - started;
    const byStatus = new Map<number, number>();
    for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    const overloaded = answers.filter((answer) => answer.status === 503);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    checks.push(
      check(
        '24 largest renders at once: each answered (200, or 503 with Retry-After), none hanging',
        answers.every((answer) => answer.status === 200 || answer.status === 503) &&
          overloaded.every((answer) => answer.headers['retry-after'] !== undefined),
        `${[...byStatus].map(([status, n]) => `${n} x ${status}`).join(', ')}; slowest ${Math.round(slowest)} ms, all in ${Math.round(allMs)} ms`,
      ),
    );
    checks.push(
      check(
        'a staff sign-in during the renders is still fast (under 3 s)',
        quietSignIn.outcome === 'signed-in' && busySignIn.outcome === 'signed-in' && busyMs < 3000,
        `quiet ${quietSignIn.outcome} in ${Math.round(quietMs)} ms; during the renders ${busySignIn.outcome} in ${Math.round(busyMs)} ms`,
      ),
    );
    const first = await get('width=640');
    const again = await get('width=640', '127.0.0.37');
    checks.push(
      note(
        'the same picture again',
        `${first.status} in ${Math.round(first.ms)} ms, again ${again.status} in ${Math.round(again.ms)} ms (Varnish ${again.headers['x-cache'] ?? '-'})`,
      ),
    );
    return checks;
  },
};
