/**
 * A route chunk that fails to load (usually: a new deploy removed the old hashed files) forces one
 * full page reload, at most once per 60 seconds (docs/product/requirements.md#path-resolution,
 * #constants), so a shopper on a stale tab gets the new build instead of a broken page, and a truly
 * broken chunk cannot loop reloads.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'clubshop:chunk-reload-at';

const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

/** True when an error says a lazily loaded chunk (JS or CSS) could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return chunkErrorPatterns.some((pattern) => pattern.test(error.message));
}

export interface ChunkReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/**
 * Reloads the page for a chunk-load error unless it already did so in the last 60 seconds.
 * Returns true when it reloaded (the caller should then render nothing more).
 */
export function reloadOnceForChunkError(error: unknown, environment: ChunkReloadEnvironment): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = environment.now();
  const last = Number(environment.storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  environment.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  environment.reload();
  return true;
}

/** The browser's environment for {@link reloadOnceForChunkError}. */
export function browserChunkReloadEnvironment(): ChunkReloadEnvironment {
  return {
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
  };
}
