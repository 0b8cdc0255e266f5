// The club's first owner in the README journey (scripts/readme-journey.mjs): signing into the back
// office with the e-mail and password given to the README's first-owner command, then setting up
// the two-step sign-in every owner needs (decision 0074) with an authenticator of its own.
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What an authenticator app shows now for a base32 secret (RFC 6238: SHA-1, 6 digits, 30 s),
 * written apart from the API's own code, as a phone's app is.
 */
export function authenticatorCode(secret, at = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Signs into the back office at `backofficeUrl`, sets up two-step sign-in when the back office
 * asks for it (a new owner), and waits for the dashboard (its path and its heading). On failure: a screenshot in `artifacts`, and the error names where the page was.
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
    // A member who may use the back office lands on the dashboard; a new owner first on the
    // two-step sign-in the back office asks for (whatever the address).
    await page.waitForURL((url) => url.pathname !== '/sign-in');
    const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    const twoStep = page.getByRole('heading', { level: 1, name: 'Two-step sign-in' });
    await dashboard.or(twoStep).waitFor();
    if (await twoStep.isVisible()) {
      // A new owner: the key as text, the first code the app shows, then the recovery codes.
      await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
      const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
      await page.getByLabel('Code from the app').fill(authenticatorCode(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your recovery codes' }).waitFor();
      await page.getByRole('button', { name: 'I have kept them: continue' }).click();
    }
    await dashboard.waitFor();
  } catch (error) {
    mkdirSync(artifacts, { recursive: true });
    const file = join(artifacts, 'readme-backoffice-sign-in.png');
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    throw new Error(`${error.message.split('\n')[0]} (at ${page.url()})\nscreenshot: ${file}`);
  } finally {
    await context.close();
  }
}
