/**
 * The Chromium the browser benches drive (CHROMIUM_PATH, else Debian's /usr/bin/chromium) and the
 * flags that keep its own background work (updates, sync, first-run pages) out of the figures.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet Chromium in a container: no sandbox, no GPU, no background networking. */
export const quietChromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
