/**
 * Wraps an async action so that calls made while one is in flight share its promise instead of
 * starting another: a double click on "pay" submits once. Once the action settles, the next call
 * runs it again (a failed payment can be retried).
 */
export function createInFlightGuard<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
): ((...args: A) => Promise<R>) & { readonly inFlight: boolean } {
  let current: Promise<R> | undefined;
  const guarded = (...args: A): Promise<R> => {
    if (current) return current;
    const run = (async () => action(...args))();
    current = run;
    const release = () => {
      if (current === run) current = undefined;
    };
    run.then(release, release);
    return run;
  };
  return Object.defineProperty(guarded, 'inFlight', {
    get: () => current !== undefined,
  }) as typeof guarded & {
    readonly inFlight: boolean;
  };
}
