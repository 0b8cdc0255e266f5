// @ts-check
/**
 * The overlay's focus trap with Chromium's own keyboard and mouse (not simulated events), on the
 * Modal "Focus Trap" story: a radio group, a button hidden by CSS and one with `hidden`, a link
 * on the page behind. Returns what went wrong; empty when the trap behaves.
 */

/** @typedef {import('playwright-core').Page} Page */

const storyId = 'overlay-modal--focus-trap';

/**
 * A short name of the focused element: its role or tag and its accessible text.
 *
 * @param {Page} page
 */
async function focusedName(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : element.textContent) ??
      '';
    const kind = element instanceof HTMLInputElement ? `${element.type}` : element.tagName.toLowerCase();
    return `${kind}:${label.trim()}`;
  });
}

/**
 * @param {Page} page
 * @param {string} key
 * @param {number} times
 */
async function pressAndRecord(page, key, times) {
  /** @type {string[]} */
  const names = [];
  for (let count = 0; count < times; count++) {
    await page.keyboard.press(key);
    names.push(await focusedName(page));
  }
  return names;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @returns {Promise<string[]>}
 */
export async function checkFocusTrap(browser, baseUrl) {
  /** @type {string[]} */
  const problems = [];
  const expect = (/** @type {boolean} */ condition, /** @type {string} */ message) => {
    if (!condition) problems.push(`${storyId}: ${message}`);
  };
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(
      `${baseUrl}/iframe.html?id=${storyId}&viewMode=story&globals=theme:northbridge;culture:en`,
    );
    const opener = page.getByRole('button', { name: 'Open modal' });
    await opener.waitFor();
    await opener.click();
    await page.getByRole('dialog', { name: 'Choose a print' }).waitFor();

    const open = await page.evaluate(() => ({
      pageLinkInert: Boolean(document.querySelector('a[href="#behind"]')?.closest('[inert]')),
      scrollLocked: document.body.style.overflow === 'hidden',
    }));
    expect(open.pageLinkInert, 'the page behind the dialog is not inert');
    expect(open.scrollLocked, 'the page scroll is not locked while the dialog is open');
    const first = await focusedName(page);
    expect(first === 'button:Close', `focus moved to ${first} on open, not the Close button`);

    // Forward: Close -> Add print -> the checked radio (one stop for the group) -> Close again,
    // past the two hidden buttons at the end.
    const forward = await pressAndRecord(page, 'Tab', 6);
    const cycle = ['button:Add print', 'radio:Player name and number', 'button:Close'];
    expect(
      JSON.stringify(forward) === JSON.stringify([...cycle, ...cycle]),
      `Tab went ${forward.join(' -> ')}; expected ${cycle.join(' -> ')} twice`,
    );
    const backward = await pressAndRecord(page, 'Shift+Tab', 3);
    const reversed = ['radio:Player name and number', 'button:Add print', 'button:Close'];
    expect(
      JSON.stringify(backward) === JSON.stringify(reversed),
      `Shift+Tab went ${backward.join(' -> ')}; expected ${reversed.join(' -> ')}`,
    );

    // Arrow keys move within the radio group, natively.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    const arrowed = await focusedName(page);
    expect(arrowed === 'radio:Your own name', `ArrowDown in the radio group focused ${arrowed}`);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const returned = await focusedName(page);
    expect(returned === 'button:Open modal', `after Escape focus is on ${returned}, not the opener`);
    const closed = await page.evaluate(() => ({
      pageLinkInert: Boolean(document.querySelector('a[href="#behind"]')?.closest('[inert]')),
      scrollLocked: document.body.style.overflow === 'hidden',
    }));
    expect(!closed.pageLinkInert, 'the page stays inert after the dialog closed');
    expect(!closed.scrollLocked, 'the page scroll stays locked after the dialog closed');

    // A click on the backdrop (top left corner, outside the centred panel) closes it.
    await opener.click();
    await page.getByRole('dialog').waitFor();
    await page.mouse.click(8, 8);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  } catch (error) {
    problems.push(`${storyId}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await page.close();
  }
  return problems;
}
