/**
 * A small in-process cache of promises with a time to live and a generation counter: values
 * loaded before an `invalidate()` are never stored after it, so a write followed by an invalidate
 * is never hidden by a slow read that started earlier.
 */
export class TtlCache<K, V> {
  #entries = new Map<K, { at: number; value: Promise<V> }>();
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key`, loading it with `load` when absent or expired. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry && this.now() - entry.at < this.ttlMs) return entry.value;
    const generation = this.#generation;
    const value = load();
    if (generation === this.#generation) this.#entries.set(key, { at: this.now(), value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** Drops every entry. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
  }
}
