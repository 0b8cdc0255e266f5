/** Where the storefront reports failures it recovers from (settings, dictionary, tracking). */
export interface AppLogger {
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
}

/** The browser console. */
export const consoleLogger: AppLogger = {
  error: (...data) => console.error(...data),
  warn: (...data) => console.warn(...data),
};
