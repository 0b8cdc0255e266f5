import type { Browser } from 'playwright-core';
import { startedForTests } from '../../test/support/started-for-tests.ts';
import { launchChromium } from './chromium.ts';

/**
 * Debian's Chromium for the tests of the file or `describe` block that calls this at its top
 * level: launched before their first test, closed after their last. The object returned stands
 * for that browser inside the tests (it forwards each property read, as `inProcessApi` does).
 */
export function chromiumForTests(): Browser {
  return startedForTests('Chromium', launchChromium, (browser) => browser.close());
}
