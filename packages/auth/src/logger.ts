/** Where auth, basket and checkout report failures they recover from (a failed login, a failed refresh). */
export interface Logger {
  /** Reports a failure. */
  error(message: string, ...details: unknown[]): void;
}

/** The default logger: the console. */
export const consoleLogger: Logger = {
  error: (message, ...details) => console.error(message, ...details),
};
