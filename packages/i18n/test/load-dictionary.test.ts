// @vitest-environment node
import {
  createTranslator,
  type DictionaryLogger,
  type DictionaryResponse,
  DictionaryResponseError,
  dictionaryFromResponse,
  loadDictionary,
} from '@clubshop/i18n';
import { describe, expect, it } from 'vitest';

/** A logger that records what it is given (a real collaborator, not a stub of our code). */
function recordingLogger() {
  const calls: unknown[][] = [];
  const logger: DictionaryLogger = { error: (...data) => calls.push(data) };
  return { logger, calls };
}

function response(items: unknown[]): unknown {
  return { views: { dictionaryItemsByCulture: { dictionaryItems: items } } };
}

const danishBody: DictionaryResponse = {
  views: {
    dictionaryItemsByCulture: {
      dictionaryItems: [
        { view: { alias: 'Basket.Title', value: 'Indkøbskurv' } },
        { view: { alias: 'User.Orders.Open', value: 'Åben' } },
        { view: { alias: 'Date.Month.May', value: 'maj' } },
      ],
    },
  },
};

describe('loadDictionary: success', () => {
  it('turns the response items into alias -> value', async () => {
    const { logger, calls } = recordingLogger();
    const dictionary = await loadDictionary(async () => danishBody, logger);
    expect(dictionary).toEqual({
      'Basket.Title': 'Indkøbskurv',
      'User.Orders.Open': 'Åben',
      'Date.Month.May': 'maj',
    });
    expect(calls).toEqual([]);
  });

  it('reads a body that travelled as JSON through a real Response', async () => {
    const { logger, calls } = recordingLogger();
    const dictionary = await loadDictionary(
      () =>
        new Response(JSON.stringify(danishBody), { headers: { 'content-type': 'application/json' } }).json(),
      logger,
    );
    expect(dictionary['User.Orders.Open']).toBe('Åben');
    expect(calls).toEqual([]);
  });

  it('accepts an empty item list without logging', async () => {
    const { logger, calls } = recordingLogger();
    expect(await loadDictionary(async () => response([]), logger)).toEqual({});
    expect(calls).toEqual([]);
  });

  it('ignores extra fields, skips untranslated (null or absent) values and trims aliases', async () => {
    const body = {
      meta: { status: 200 },
      views: {
        other: true,
        dictionaryItemsByCulture: {
          culture: 'da',
          dictionaryItems: [
            { key: 1, view: { alias: '  Error.Heading ', value: 'Fejl', id: 'x' } },
            { view: { alias: 'Untranslated', value: null } },
            { view: { alias: 'NoValue' } },
          ],
        },
      },
    };
    expect(await loadDictionary(async () => body)).toEqual({ 'Error.Heading': 'Fejl' });
  });

  it('lets the last item win when an alias repeats', async () => {
    const body = response([
      { view: { alias: 'A', value: 'first' } },
      { view: { alias: 'A', value: 'second' } },
    ]);
    expect(await loadDictionary(async () => body)).toEqual({ A: 'second' });
  });

  it('keeps aliases that look like object properties as plain keys', async () => {
    const body = response([
      { view: { alias: '__proto__', value: 'proto' } },
      { view: { alias: 'constructor', value: 'ctor' } },
    ]);
    const dictionary = await loadDictionary(async () => body);
    expect(Object.getOwnPropertyDescriptor(dictionary, '__proto__')?.value).toBe('proto');
    expect(Object.hasOwn(dictionary, 'constructor')).toBe(true);
    const t = createTranslator(dictionary);
    expect([t('__proto__'), t('constructor'), t('toString')]).toEqual(['proto', 'ctor', 'toString']);
  });

  it('answers a plain object, which a React server component can pass to a client component', async () => {
    const dictionary = await loadDictionary(async () =>
      response([{ view: { alias: '__proto__', value: 'proto' } }, { view: { alias: 'A', value: 'a' } }]),
    );
    expect(Object.getPrototypeOf(dictionary)).toBe(Object.prototype);
    expect(Object.keys(dictionary)).toEqual(['__proto__', 'A']);
  });
});

describe('loadDictionary: failure is logged and yields {}', () => {
  const failures: [string, () => Promise<unknown>][] = [
    ['a rejecting fetch', () => Promise.reject(new TypeError('fetch failed'))],
    [
      'a fetch that throws synchronously',
      () => {
        throw new Error('boom');
      },
    ],
    ['a body that is not JSON', () => new Response('<html>502</html>').json()],
    ['a null body', async () => null],
    ['a string body', async () => 'dictionary'],
    ['an array body', async () => [danishBody]],
    ['a body without views', async () => ({ success: false, errors: [{ message: 'Server error' }] })],
    ['views without dictionaryItemsByCulture', async () => ({ views: {} })],
    ['views that is an array', async () => ({ views: [] })],
    ['dictionaryItems missing', async () => ({ views: { dictionaryItemsByCulture: {} } })],
    [
      'dictionaryItems not an array',
      async () => ({ views: { dictionaryItemsByCulture: { dictionaryItems: {} } } }),
    ],
    ['an item without view', async () => response([{ alias: 'A', value: 'B' }])],
    ['an item that is null', async () => response([null])],
    ['an item with a numeric alias', async () => response([{ view: { alias: 7, value: 'B' } }])],
    ['an item with a blank alias', async () => response([{ view: { alias: '  ', value: 'B' } }])],
    ['an item with a numeric value', async () => response([{ view: { alias: 'A', value: 3 } }])],
    [
      'one bad item among good ones',
      async () =>
        response([{ view: { alias: 'A', value: 'B' } }, { view: { alias: 'C', value: { text: 'D' } } }]),
    ],
  ];

  it.each(failures)('%s', async (_, fetchDictionary) => {
    const { logger, calls } = recordingLogger();
    const dictionary = await loadDictionary(fetchDictionary, logger);
    expect(dictionary).toEqual({});
    expect(calls).toHaveLength(1);
    expect(String(calls[0]?.[0])).toContain('dictionary');
    expect(calls[0]?.[1]).toBeInstanceOf(Error);
  });

  it('logs the original error of a rejecting fetch', async () => {
    const { logger, calls } = recordingLogger();
    const cause = new TypeError('fetch failed');
    await loadDictionary(() => Promise.reject(cause), logger);
    expect(calls[0]?.[1]).toBe(cause);
  });

  it('logs a DictionaryResponseError for a malformed body', async () => {
    const { logger, calls } = recordingLogger();
    await loadDictionary(async () => ({ views: {} }), logger);
    expect(calls[0]?.[1]).toBeInstanceOf(DictionaryResponseError);
    expect((calls[0]?.[1] as Error | undefined)?.name).toBe('DictionaryResponseError');
  });

  it('logs to console.error by default', async () => {
    const original = console.error;
    const logged: unknown[][] = [];
    console.error = (...data: unknown[]) => logged.push(data);
    try {
      expect(await loadDictionary(() => Promise.reject(new Error('offline')))).toEqual({});
    } finally {
      console.error = original;
    }
    expect(logged).toHaveLength(1);
  });

  it('still resolves to {} when the logger itself throws', async () => {
    const logger: DictionaryLogger = {
      error: () => {
        throw new Error('logger broken');
      },
    };
    await expect(loadDictionary(() => Promise.reject(new Error('x')), logger)).resolves.toEqual({});
  });

  it('gives a fresh empty dictionary each time', async () => {
    const { logger } = recordingLogger();
    const first = await loadDictionary(async () => null, logger);
    first.A = 'mutated';
    expect(await loadDictionary(async () => null, logger)).toEqual({});
  });
});

describe('dictionaryFromResponse', () => {
  it('reads a valid body', () => {
    expect(dictionaryFromResponse(danishBody)['Basket.Title']).toBe('Indkøbskurv');
  });

  it('throws DictionaryResponseError with the failing place', () => {
    expect(() => dictionaryFromResponse(undefined)).toThrow(DictionaryResponseError);
    expect(() => dictionaryFromResponse({ views: {} })).toThrow(/dictionaryItemsByCulture/);
    expect(() => dictionaryFromResponse(response([{ view: { alias: 'ok', value: 'x' } }, {}]))).toThrow(
      /item 1/,
    );
  });
});
