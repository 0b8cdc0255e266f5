/**
 * What the API's background work tells the metrics (issue 42 item 4), kept as plain numbers the
 * way the admission gate keeps its own, and read by `ApiMetrics` when scraped:
 *
 * - catalogue imports (`POST /admin/api/sites/:storeId/import/catalogue`, translations, the CLI's
 *   `import`): how many run now, how many ended and how (written, dry run, refused for bad rows),
 *   and the products they went through (created, updated, unchanged): the progress of a club's
 *   import as an operator watches it;
 * - the change feed between instances (decision 0010): the lag of each notice of tags from the
 *   instance that committed the write to this one (its own included: a round trip through
 *   PostgreSQL), handed to the listeners (`onChangeFeedLag`, the metrics' histogram).
 */

/** An import's report, as much as the tally reads of it. */
export interface ImportOutcome {
  written: boolean;
  created?: number;
  updated?: number;
  unchanged?: number;
  bad?: readonly unknown[];
}

/** How an import ended. */
export type ImportResult = 'written' | 'dry_run' | 'refused' | 'failed';

/** The imports of this instance. */
export class ImportTally {
  running = 0;
  readonly ended: Record<ImportResult, number> = { written: 0, dry_run: 0, refused: 0, failed: 0 };
  readonly products = { created: 0, updated: 0, unchanged: 0 };

  /** Runs an import, counting it as running meanwhile and its outcome after. */
  async track<T extends ImportOutcome>(work: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      const report = await work();
      const result: ImportResult = report.written ? 'written' : report.bad?.length ? 'refused' : 'dry_run';
      this.ended[result]++;
      if (report.written) {
        this.products.created += report.created ?? 0;
        this.products.updated += report.updated ?? 0;
        this.products.unchanged += report.unchanged ?? 0;
      }
      return report;
    } catch (error) {
      this.ended.failed++;
      throw error;
    } finally {
      this.running--;
    }
  }
}

/** The signals of one API app. */
export class OperationSignals {
  readonly imports = new ImportTally();
  /** Notices of the change feed that carried their sending time. */
  changeFeedNotices = 0;
  readonly #lagListeners: Array<(seconds: number) => void> = [];

  /** Calls `listener` with the lag of every timed notice of the change feed. */
  onChangeFeedLag(listener: (seconds: number) => void): void {
    this.#lagListeners.push(listener);
  }

  /** A notice sent at `sentAt` (ms since the epoch, the sender's clock) arrived now. */
  changeFeedNoticeArrived(sentAt: number, now = Date.now()): void {
    this.changeFeedNotices++;
    const seconds = Math.max(0, now - sentAt) / 1000;
    for (const listener of this.#lagListeners) listener(seconds);
  }
}
