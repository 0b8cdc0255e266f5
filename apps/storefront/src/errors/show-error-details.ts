/**
 * Whether the error page shows an error's own text and stack: only in development (`vite` dev
 * server, unit tests). A production build never shows it to shoppers (the bundler replaces
 * `import.meta.env.DEV` with `false` and drops the details markup).
 */
export const showErrorDetails: boolean = import.meta.env.DEV;
