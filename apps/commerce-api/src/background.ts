/**
 * Work done after the answer has gone out (mails of register and forgotten password), so the
 * answer takes the same time whatever the work is, e.g. for a known and an unknown email. Each
 * task runs detached; a failure is logged, never answered. `idle()` waits for every task started
 * so far (tests and `GET /api/dev/mails` read mails after it; a shutdown can wait for it).
 */

/** Runs tasks after the response and tells when they are done. */
export class BackgroundTasks {
  #running = new Set<Promise<void>>();

  /**
   * Starts `task` once the answer has been written (the next turn of the event loop, after the
   * answer's promise chain), without waiting for it; its error is logged under `label`.
   */
  run(label: string, task: () => Promise<void>): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => console.error(`commerce-api: background task "${label}" failed`, error))
      .finally(() => this.#running.delete(running));
    this.#running.add(running);
  }

  /** Resolves once every task started so far (and any they started) has ended. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running);
  }
}
