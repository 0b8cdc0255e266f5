import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AdmissionGate, admissionControl } from './admission.ts';

describe('AdmissionGate', () => {
  it('admits up to the limit at once, queues the rest in order and lets them in as others leave', async () => {
    const gate = new AdmissionGate(2, 1000);
    expect(gate.enter()).toBe(true);
    expect(gate.enter()).toBe(true);
    const order: string[] = [];
    const third = (gate.enter() as Promise<boolean>).then((admitted) => order.push(`third ${admitted}`));
    const fourth = (gate.enter() as Promise<boolean>).then((admitted) => order.push(`fourth ${admitted}`));
    expect(gate.queued).toBe(2);
    gate.leave();
    await third;
    expect(order).toEqual(['third true']);
    gate.leave();
    await fourth;
    expect(order).toEqual(['third true', 'fourth true']);
    expect(gate.inFlight).toBe(2);
  });

  it('refuses a request that waited longer than maxQueueMs, and one that finds the queue full', async () => {
    let now = 0;
    const gate = new AdmissionGate(1, 100, 2, () => now);
    expect(gate.enter()).toBe(true);
    const waiting = gate.enter() as Promise<boolean>;
    const alsoWaiting = gate.enter() as Promise<boolean>;
    expect(await gate.enter()).toBe(false);
    now = 150;
    gate.leave();
    expect(await waiting).toBe(false);
    expect(await alsoWaiting).toBe(false);
    expect(gate.refused).toBe(3);
    expect(gate.enter()).toBe(true);
  });
});

describe('admissionControl', () => {
  it('answers 503 with Retry-After and a code when refused, and never holds back /health', async () => {
    const gate = new AdmissionGate(1, 0);
    const app = new Hono();
    let release: () => void = () => {};
    app.use('*', admissionControl(gate));
    app.get(
      '/slow',
      () => new Promise<Response>((resolve) => (release = () => resolve(new Response('done')))),
    );
    app.get('/health', (c) => c.text('ok'));
    const slow = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = await app.request('/slow');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(await refused.json()).toMatchObject({
      success: false,
      errors: [{ code: 'Api.Error.Overloaded' }],
    });
    expect((await app.request('/health')).status).toBe(200);
    release();
    expect(await (await slow).text()).toBe('done');
    expect(gate.inFlight).toBe(0);
  });
});
