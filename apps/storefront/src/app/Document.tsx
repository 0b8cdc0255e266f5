import type { ReactNode } from 'react';

/** Props of {@link Document}. */
export interface DocumentProps {
  /** The page's language (the site's locale, e.g. `de-DE`). */
  lang: string;
  children: ReactNode;
}

/**
 * The HTML document around the shop: rendered by React on the server and hydrated as a whole in
 * the browser. Pages add their title, meta and links from anywhere in the tree (React hoists them
 * into this head), the site its theme stylesheet, the server the build's stylesheets and preloads.
 */
export function Document({ lang, children }: DocumentProps) {
  return (
    // The page's inline script marks the consent state on it before React hydrates (see
    // tracking/consent-mark.ts): an attribute React does not render, and may leave as it is.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      </head>
      <body>{children}</body>
    </html>
  );
}
