/**
 * Tells the storefront servers when what they keep may be out of date: every invalidation of
 * the API's caches (its own writes, and on PostgreSQL the change feed's notices of every other
 * instance's) is handed here after the caches dropped it, and each subscriber (one
 * `GET /changes` stream per storefront process, changes-routes.ts) hears it at once. So a
 * storefront's shared answers follow an edit within milliseconds, not their TTL.
 */
import type { PageChange } from './page-cache-purger.ts';

/** Hears changes; `ended` when the API closes the subscription (it is shutting down). */
export interface ChangeSubscriber {
  changed(change: PageChange): void;
  ended(): void;
}

/** The subscribers of an API instance's changes. */
export class ChangeBroadcast {
  readonly #subscribers = new Set<ChangeSubscriber>();
  #closed = false;

  /**
   * Whether {@link close} ended the subscriptions for good (the API is stopping): a new one would
   * be held open by nobody until the drain's deadline, so none is taken any more
   * (changes-routes.ts; issue 43).
   */
  get closed(): boolean {
    return this.#closed;
  }

  /** How many subscribers listen now. */
  get size(): number {
    return this.#subscribers.size;
  }

  /** Adds `subscriber`; the function answered removes it. */
  subscribe(subscriber: ChangeSubscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  /** Tells every subscriber of `change` (a subscriber that throws is dropped, never the others). */
  publish(change: PageChange): void {
    for (const subscriber of this.#subscribers) {
      try {
        subscriber.changed(change);
      } catch {
        this.#subscribers.delete(subscriber);
      }
    }
  }

  /** Ends every subscription and takes none after (the API is stopping; see {@link closed}). */
  close(): void {
    this.#closed = true;
    this.endAll();
  }

  /** Ends every subscription (its subscriber may subscribe again, as a storefront does). */
  endAll(): void {
    for (const subscriber of this.#subscribers) subscriber.ended();
    this.#subscribers.clear();
  }
}
