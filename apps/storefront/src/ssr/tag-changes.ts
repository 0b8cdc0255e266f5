import { everyPageTag } from '@clubshop/api-sdk/contract';

/**
 * The changes the API announced to a server process, by the cache tags of what they changed
 * (decision 0097; the same tags the page cache in front files pages under): what the shared
 * answers and the kept pages hold is dropped by them, and an answer or a page that started
 * loading before a change is kept only when the change did not touch it. `undefined` tags stand
 * for anything (a stream that just opened, `clubshop`, a change that names none).
 */
export class TagChanges {
  #generation = 0;
  /** The last changes, oldest first: after which generation they came, and what they touched. */
  readonly #recent: Array<{ generation: number; tags: ReadonlySet<string> | undefined }> = [];
  readonly #remembered: number;

  constructor(remembered = 256) {
    this.#remembered = remembered;
  }

  /** How many changes came so far (read it before loading; pass it to {@link changedSince}). */
  get generation(): number {
    return this.#generation;
  }

  /** Records a change; answers the tags it touched, `undefined` for anything. */
  record(tags: readonly string[] | undefined): ReadonlySet<string> | undefined {
    const touched = tags === undefined || tags.includes(everyPageTag) ? undefined : new Set(tags);
    this.#generation += 1;
    this.#recent.push({ generation: this.#generation, tags: touched });
    if (this.#recent.length > this.#remembered) this.#recent.shift();
    return touched;
  }

  /**
   * Whether a change since generation `since` may have touched what is filed under `tags`
   * (`undefined`: unknown, touched by any change).
   */
  changedSince(since: number, tags: ReadonlySet<string> | undefined): boolean {
    if (since === this.#generation) return false;
    const oldest = this.#recent[0];
    // Older than what is remembered: assume the worst.
    if (!oldest || oldest.generation > since + 1) return true;
    return this.#recent.some((change) => change.generation > since && touches(change.tags, tags));
  }
}

/** Whether a change that touched `changed` (undefined: anything) reaches what is filed under `tags`. */
export function touches(
  changed: ReadonlySet<string> | undefined,
  tags: ReadonlySet<string> | undefined,
): boolean {
  if (changed === undefined || tags === undefined) return true;
  for (const tag of tags) if (changed.has(tag)) return true;
  return false;
}
