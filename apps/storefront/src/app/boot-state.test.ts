import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { answersAsOfArrival, type BootState } from './boot-state.ts';
import { createStorefrontQueryClient } from './query-client.ts';

const renderedAt = 1_000_000;
const arrivedAt = renderedAt + 45_000;

/** A boot state as a server renders it: one answer loaded at `renderedAt`, one that failed. */
function bootState(answersCurrent: boolean): BootState {
  const server = new QueryClient();
  server.setQueryData(['clubshop', 'content', '/men/'], { title: 'Men' }, { updatedAt: renderedAt });
  const queries = dehydrate(server);
  const failed = { ...queries.queries[0], queryKey: ['clubshop', 'content', '/gone/'], queryHash: 'gone' };
  return {
    pageUrl: 'http://shop.localhost/men/',
    queries: {
      ...queries,
      queries: [
        ...queries.queries,
        { ...failed, state: { ...failed.state, status: 'error', data: undefined, dataUpdatedAt: 0 } },
      ],
    } as BootState['queries'],
    ...(answersCurrent ? { answersCurrent: true as const } : {}),
  };
}

/** Whether the browser's cache would ask the API again for the page's content once it hydrates. */
function isStaleInBrowser(boot: BootState): boolean {
  const browser = createStorefrontQueryClient();
  hydrate(browser, answersAsOfArrival(boot, arrivedAt));
  const query = browser.getQueryCache().find({ queryKey: ['clubshop', 'content', '/men/'] });
  const staleTime = 30_000;
  return arrivedAt - (query?.state.dataUpdatedAt ?? 0) >= staleTime;
}

describe('the age of the answers a page arrives with', () => {
  test('answers the server knew current (it followed the API) count from the arrival: no refetch at hydration', () => {
    const answers = answersAsOfArrival(bootState(true), arrivedAt);
    expect(answers.queries[0]?.state.dataUpdatedAt).toBe(arrivedAt);
    expect(isStaleInBrowser(bootState(true))).toBe(false);
  });

  test('a failed answer keeps its state (the browser asks again after hydration)', () => {
    const answers = answersAsOfArrival(bootState(true), arrivedAt);
    expect(answers.queries[1]?.state.status).toBe('error');
    expect(answers.queries[1]?.state.dataUpdatedAt).toBe(0);
  });

  test('without the server’s word, answers keep their own time: 45 s old, they are asked again', () => {
    const boot = bootState(false);
    expect(answersAsOfArrival(boot, arrivedAt).queries[0]?.state.dataUpdatedAt).toBe(renderedAt);
    expect(isStaleInBrowser(bootState(false))).toBe(true);
  });

  test('an answer newer than the arrival keeps its time', () => {
    const answers = answersAsOfArrival(bootState(true), renderedAt - 1);
    expect(answers.queries[0]?.state.dataUpdatedAt).toBe(renderedAt);
  });
});
