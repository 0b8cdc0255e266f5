/**
 * Fetches that drive a spinner last at least this long, so the spinner never flashes
 * (docs/product/requirements.md#constants).
 */
export const FETCH_MINIMUM_DELAY_MS = 200;

/**
 * Resolves (or rejects) with `work`'s outcome, but not before `minimumMs` have passed since the
 * call. A fast answer waits for the rest; a slow one is not delayed further.
 */
export async function withMinimumDelay<T>(work: Promise<T>, minimumMs = FETCH_MINIMUM_DELAY_MS): Promise<T> {
  const floor = new Promise<void>((resolve) => setTimeout(resolve, minimumMs));
  const [outcome] = await Promise.allSettled([work, floor]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
