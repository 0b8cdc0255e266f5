// @vitest-environment node
/**
 * Load shedding of the storefront server (issue 43, render-admission.ts), in process, in front of
 * the real commerce API: with a tiny limit, the pages beyond it are answered 503 with
 * `Retry-After` while the admitted ones are still rendering (so at once, whatever the machine's
 * speed: no clock is read), the admitted ones then succeed, one waiting in line past its time is
 * refused, and health, the build's files and the API's forwarding never wait. Renders are held
 * by the test (a promise it resolves), so "slow" is "not finished until the test says so".
 */

import { describe, expect, test } from 'vitest';
import type { RenderPage } from '../server/app.ts';
import { RenderAdmission } from '../server/render-admission.ts';
import { renderPage, runFormAction } from '../src/entry-server.tsx';
import { inProcessApi } from './support/in-process-api.ts';
import { sameOriginFormPost, storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';
const shirt = '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/';

/** Renders that start as the real ones but only finish once the test releases them. */
function heldRenders() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  let startedOne: () => void = () => undefined;
  const render: RenderPage = async (request) => {
    started++;
    startedOne();
    await released;
    return renderPage(request);
  };
  /** Resolves once `count` renders have started. */
  const untilStarted = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (started >= count) resolve();
      };
      startedOne = check;
      check();
    });
  return { render, release, untilStarted, started: () => started };
}

function storefront(render: RenderPage, renderAdmission: RenderAdmission) {
  return storefrontOverApi(api, {
    render,
    act: runFormAction,
    renderAdmission,
  });
}

/** A request's answer, or 'pending' if it has none yet once the other promises have settled. */
const settled = <T>(promise: Promise<T>) => {
  let result: T | 'pending' = 'pending';
  void promise.then((value) => {
    result = value;
  });
  return () => result;
};

describe('load shedding of page renders', () => {
  test('beyond the limit, pages are refused at once with 503 and Retry-After; the admitted ones succeed', async () => {
    const held = heldRenders();
    const gate = new RenderAdmission({ maxInFlight: 2, maxQueueMs: 0 });
    const server = storefront(held.render, gate);
    const ask = (path: string, headers: Record<string, string> = {}) =>
      server.fetch(new Request(`${shop}${path}`, { headers }));
    const admitted = [ask('/'), ask(shirt)];
    await held.untilStarted(2);
    // Two renders are running and held: every further page is answered now, while they are.
    const refused = await Promise.all([
      ask('/men/shirts/'),
      ask('/'),
      ask(shirt, { Accept: 'application/json' }),
    ]);
    expect(held.started()).toBe(2);
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const html = await refused[0]?.text();
    expect(refused[0]?.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<p lang="en">The shop is busy right now.');
    expect(html).toContain('<p lang="de">');
    expect(html).toContain('<p lang="da">');
    expect(await refused[2]?.json()).toMatchObject({
      success: false,
      errors: [{ code: 'Storefront.Error.Busy' }],
    });
    // What costs the thread next to nothing is never shed: health, the API's forwarding.
    expect((await ask('/healthz')).status).toBe(200);
    const forwarded = await ask(`/api/settings?url=${encodeURIComponent(`${shop}/`)}`, {
      Accept: 'application/json',
    });
    expect(forwarded.status).toBe(200);
    expect(gate.refused).toBe(3);
    held.release();
    const answers = await Promise.all(admitted);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    expect(await answers[1]?.text()).toContain('<h1');
    expect(gate.inFlight).toBe(0);
    // The places are free again: the next page renders.
    expect((await ask('/men/shirts/')).status).toBe(200);
  });

  test('a page waits in line for a free place, and one more than the line holds is refused at once', async () => {
    const held = heldRenders();
    const gate = new RenderAdmission({ maxInFlight: 1, maxQueueMs: 600_000, maxQueued: 1 });
    const server = storefront(held.render, gate);
    const ask = async (path: string) => server.fetch(new Request(`${shop}${path}`));
    const first = ask('/');
    await held.untilStarted(1);
    const second = ask(shirt);
    const secondAnswer = settled(second);
    // The line is full (one waiting): the next is refused without waiting for anything.
    const third = await ask('/men/shirts/');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(secondAnswer()).toBe('pending');
    expect(gate.queued).toBe(1);
    held.release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(held.started()).toBe(2);
  });

  test('a page that waited its MAX_QUEUE_MS is refused even while the render ahead never ends', async () => {
    const held = heldRenders();
    let now = 0;
    const gate = new RenderAdmission({ maxInFlight: 1, maxQueueMs: 1_000, now: () => now });
    const server = storefront(held.render, gate);
    const ask = (path: string) => server.fetch(new Request(`${shop}${path}`));
    const first = ask('/');
    await held.untilStarted(1);
    const waiting = ask(shirt);
    // Until the waiter is in line (the site check comes first), then past its time.
    while (gate.queued === 0) await new Promise((resolve) => setImmediate(resolve));
    now += 1_000;
    const refused = await waiting;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(held.started()).toBe(1);
    held.release();
    expect((await first).status).toBe(200);
  });

  test('a form posted while every place is taken is refused the same way, and nothing is done', async () => {
    const held = heldRenders();
    const gate = new RenderAdmission({ maxInFlight: 1, maxQueueMs: 0 });
    const server = storefront(held.render, gate);
    const first = server.fetch(new Request(`${shop}/`));
    await held.untilStarted(1);
    const posted = await server.fetch(
      sameOriginFormPost(shop, shirt, { _action: 'basket.add', quantity: '1', variant: '1' }),
    );
    expect(posted.status).toBe(503);
    expect(posted.headers.get('retry-after')).toBe('1');
    expect(posted.headers.getSetCookie()).toEqual([]);
    held.release();
    expect((await first).status).toBe(200);
  });

  test('a process whose event loop runs late refuses every page beyond those rendering, and an idle one still takes one', async () => {
    const held = heldRenders();
    let lag = 0;
    const gate = new RenderAdmission({ maxInFlight: 4, maxQueueMs: 600_000, maxLagMs: 500, lag: () => lag });
    const server = storefront(held.render, gate);
    const ask = async (path: string) => server.fetch(new Request(`${shop}${path}`));
    const first = ask('/');
    await held.untilStarted(1);
    lag = 501;
    // Places are free and the line is empty, but the process is behind: refused now, not queued.
    const refused = await ask(shirt);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(gate.queued).toBe(0);
    held.release();
    expect((await first).status).toBe(200);
    // Nothing rendering: however late the loop, a page is taken (the process makes progress).
    expect((await ask(shirt)).status).toBe(200);
  });
});
