/**
 * The pieces both load benches (`api/load.ts`, `storefront/shopper-load.ts`) share: one request's
 * sample, the samples grouped by kind, the machine's load average, and a sleep.
 */
import { loadavg } from 'node:os';

/** One answered (or failed) request. */
export interface Sample {
  kind: string;
  ms: number;
  status: number;
  /** 'timeout' or the socket error code when there was no answer. */
  error?: string;
  retryAfter?: number;
}

/** The machine's load averages (1, 5, 15 minutes), to two decimals. */
export const loadAverage = (): number[] => loadavg().map((value) => Math.round(value * 100) / 100);

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, ms));

/** The samples of each kind and of all kinds together (`'all'`, last), with the answered ones' times sorted. */
export function samplesByKind(samples: Sample[]): Array<{ kind: string; of: Sample[]; sorted: number[] }> {
  const kinds = [...new Set(samples.map((sample) => sample.kind)), 'all'];
  return kinds.map((kind) => {
    const of = kind === 'all' ? samples : samples.filter((sample) => sample.kind === kind);
    const sorted = of
      .filter((sample) => sample.status > 0)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    return { kind, of, sorted };
  });
}
