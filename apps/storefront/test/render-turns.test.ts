import { stat } from 'node:fs';
import { expect, test } from 'vitest';
import { createRenderTurns } from '../server/render-turns.ts';

/** Keeps the thread busy, as a render does. */
function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // rendering
  }
}

test('pages start in the order they asked for a turn', async () => {
  const renderTurn = createRenderTurns();
  const started: number[] = [];
  await Promise.all([1, 2, 3, 4].map((page) => renderTurn().then(() => started.push(page))));
  expect(started).toEqual([1, 2, 3, 4]);
});

test('the server reads what arrived between two renders, before the next one starts', async () => {
  const renderTurn = createRenderTurns();
  const events: string[] = [];
  const first = renderTurn().then(() => {
    events.push('first starts');
    // I/O that completes while the first page renders: its callback comes from the event loop's
    // poll, as a new request does.
    stat(import.meta.dirname, () => events.push('I/O answered'));
    busyFor(30);
    events.push('first ends');
  });
  const second = renderTurn().then(() => events.push('second starts'));
  await Promise.all([first, second]);
  expect(events).toEqual(['first starts', 'first ends', 'I/O answered', 'second starts']);
});

test('a turn asked for when none is waiting is given at once, and the queue starts again after', async () => {
  const renderTurn = createRenderTurns();
  // "At once" counted in turns of the event loop, not milliseconds (no timed tests): the turn is
  // given before a check scheduled after the request and one more turn of the loop.
  const given: string[] = [];
  const turn = renderTurn().then(() => given.push('turn'));
  await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
  expect(given).toEqual(['turn']);
  await turn;
  const started: string[] = [];
  await Promise.all([renderTurn().then(() => started.push('a')), renderTurn().then(() => started.push('b'))]);
  expect(started).toEqual(['a', 'b']);
});
