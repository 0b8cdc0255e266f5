// The club's first owner in the README journey (scripts/readme-journey.mjs): signing into the back
// office with the e-mail and password given to the README's first-owner command.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Signs into the back office at `backofficeUrl` and waits for the dashboard (its path and its
 * heading). On failure: a screenshot in `artifacts`, and the error names where the page was.
 */
export async function signInToBackOffice(
  browser,
  { backofficeUrl, email, password, artifacts, stepTimeoutMs },
) {
  const context = await browser.newContext();
  context.setDefaultTimeout(stepTimeoutMs);
  const page = await context.newPage();
  try {
    await page.goto(new URL('/sign-in', backofficeUrl).href);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  } catch (error) {
    mkdirSync(artifacts, { recursive: true });
    const file = join(artifacts, 'readme-backoffice-sign-in.png');
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    throw new Error(`${error.message.split('\n')[0]} (at ${page.url()})\nscreenshot: ${file}`);
  } finally {
    await context.close();
  }
}
