// @ts-check
/**
 * Visual review of the Storybook check: a screenshot of each story (its own element, not the whole
 * page) compared with the baseline committed in `baselines/`, with pixelmatch. Changed, new and
 * missing screenshots fail the check; an HTML report shows before, after and the difference of
 * each, and `--update` makes the current screenshots the baselines (a designer's approval).
 *
 * Same Chromium, same fonts (self-hosted in Storybook, Debian's fonts-liberation for the browser's
 * `sans-serif`), animations stopped, the caret and the text areas' grip hidden:
 * two runs give the same pixels, and pixelmatch's anti-aliasing detection plus a small colour
 * threshold absorb the sub-pixel noise of text edges.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * Story title prefixes (the sidebar's groups) whose stories are mostly text: forms, checkout,
 * basket, orders and content. They are shot in German as well, the longest of the cultures, where
 * labels wrap or overflow first; the others in English only.
 */
const textHeavyGroups = ['Forms/', 'Basket/', 'Orders/', 'Newsletter/', 'Footer/', 'Feedback/'];

/**
 * pixelmatch's colour distance (0 to 1) under which two pixels count as equal. Small: a changed
 * colour token (even a few shades) must show; anti-aliased pixels are skipped separately.
 */
const colourThreshold = 0.1;

/** Room around the story's own content in the crop, in CSS pixels (focus rings, shadows). */
const cropMargin = 8;
/** A crop never taller than this (a long list story): the top of it shows the change. */
const maxCropHeight = 2400;

/**
 * The cultures a story is shot in.
 *
 * @param {string} title the story's title (`Forms/LoginForm`)
 * @returns {string[]}
 */
export function visualCultures(title) {
  return textHeavyGroups.some((group) => title.startsWith(group)) ? ['en', 'de'] : ['en'];
}

/**
 * The file name of a screenshot: one per story, club and culture.
 *
 * @param {{ storyId: string, club: string, culture: string }} shot
 */
export function screenshotName({ storyId, club, culture }) {
  return `${storyId}--${club}--${culture}.png`;
}

/**
 * What the browser draws by itself, not our components, left out of the screenshots: the grip of a
 * resizable text area is Chromium's own drawing, and it changed between two security releases of
 * Debian's Chromium 156 (20 pixels in every story with a text area), which is not a change a
 * designer has to approve.
 */
const browserOwnedParts = 'textarea { resize: none !important; }';

/**
 * Screenshots the story just rendered: the box around everything it shows (its root's content and
 * what it portals to `<body>`, such as a modal and its backdrop), with a small margin, after its
 * images and fonts have loaded. Animations are stopped at their end and the text caret is hidden.
 *
 * @param {Page} page
 * @returns {Promise<Buffer>}
 */
export async function captureStory(page) {
  const clip = await page.evaluate(
    async ({ margin, maxHeight }) => {
      // Every image decoded (a lazy one out of view asked to load now), then the layout: that is
      // when the fonts its text needs start loading.
      await Promise.all(
        [...document.images].map((image) => {
          if (image.complete) return undefined;
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      );
      void document.body.offsetHeight;
      await document.fonts.ready;
      const chrome = '#storybook-docs, #storybook-highlights-root, .sb-wrapper, script, style, link';
      const roots = [
        ...(document.querySelector('#storybook-root')?.children ?? []),
        ...[...document.body.children].filter(
          (element) => element.id !== 'storybook-root' && !element.matches(chrome),
        ),
      ];
      let left = Number.POSITIVE_INFINITY;
      let top = Number.POSITIVE_INFINITY;
      let right = 0;
      let bottom = 0;
      for (const root of roots) {
        for (const element of [root, ...root.querySelectorAll('*')]) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          const style = getComputedStyle(element);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          left = Math.min(left, box.left);
          top = Math.min(top, box.top);
          right = Math.max(right, box.right);
          bottom = Math.max(bottom, box.bottom);
        }
      }
      const width = document.documentElement.scrollWidth;
      if (right <= left || bottom <= top) return { x: 0, y: 0, width: Math.min(width, 320), height: 80 };
      const x = Math.max(0, Math.floor(left + window.scrollX - margin));
      const y = Math.max(0, Math.floor(top + window.scrollY - margin));
      return {
        x,
        y,
        width: Math.min(width, Math.ceil(right + window.scrollX + margin)) - x,
        height: Math.min(maxHeight, Math.ceil(bottom + window.scrollY + margin) - y),
      };
    },
    { margin: cropMargin, maxHeight: maxCropHeight },
  );
  return page.screenshot({
    clip,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    style: browserOwnedParts,
  });
}

/**
 * @typedef {object} VisualOutcome
 * @property {string} name the screenshot's file name
 * @property {'same' | 'changed' | 'new' | 'approved'} status
 * @property {number} [changedPixels] pixels pixelmatch found different
 * @property {string} [note] why (a size change)
 */

/**
 * Compares a screenshot with its baseline. A change or a missing baseline writes the images the
 * report shows (`<name>.before.png`, `.after.png`, `.diff.png`) into `reportDir`; with `update`,
 * the screenshot becomes the baseline instead (written only when it differs, so an approval
 * touches only the changed files).
 *
 * @param {{ name: string, png: Buffer, baselineDir: string, reportDir: string, update: boolean }} options
 * @returns {VisualOutcome}
 */
export function compareScreenshot({ name, png, baselineDir, reportDir, update }) {
  const baselineFile = join(baselineDir, name);
  const stem = join(reportDir, name.replace(/\.png$/, ''));
  if (!existsSync(baselineFile)) {
    if (update) {
      writeFileSync(baselineFile, png);
      return { name, status: 'approved' };
    }
    writeFileSync(`${stem}.after.png`, png);
    return { name, status: 'new' };
  }
  const baselineBytes = readFileSync(baselineFile);
  if (baselineBytes.equals(png)) return { name, status: 'same', changedPixels: 0 };
  const before = PNG.sync.read(baselineBytes);
  const after = PNG.sync.read(png);
  /** @type {number} */
  let changedPixels;
  /** @type {string | undefined} */
  let note;
  /** @type {PNG | undefined} */
  let diff;
  if (before.width !== after.width || before.height !== after.height) {
    note = `size ${before.width}x${before.height} → ${after.width}x${after.height}`;
    changedPixels = Math.abs(before.width * before.height - after.width * after.height) || 1;
    diff = sizeDiff(before, after);
  } else {
    diff = new PNG({ width: after.width, height: after.height });
    changedPixels = pixelmatch(before.data, after.data, diff.data, after.width, after.height, {
      threshold: colourThreshold,
      includeAA: false,
      alpha: 0.2,
    });
  }
  if (changedPixels === 0) return { name, status: 'same', changedPixels };
  if (update) {
    writeFileSync(baselineFile, png);
    return { name, status: 'approved', changedPixels, note };
  }
  copyFileSync(baselineFile, `${stem}.before.png`);
  writeFileSync(`${stem}.after.png`, png);
  writeFileSync(`${stem}.diff.png`, PNG.sync.write(diff));
  return { name, status: 'changed', changedPixels, note };
}

/**
 * The difference of two screenshots of different sizes: both on one canvas of the larger size,
 * every pixel where they differ (or only one has content) in red.
 *
 * @param {PNG} before
 * @param {PNG} after
 */
function sizeDiff(before, after) {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = new PNG({ width, height });
  /** @param {PNG} image @param {number} x @param {number} y */
  const pixel = (image, x, y) =>
    x < image.width && y < image.height ? image.data.readUInt32BE((y * image.width + x) * 4) : -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 4;
      const same = pixel(before, x, y) === pixel(after, x, y);
      diff.data.writeUInt32BE(same ? 0xf0f0f0ff : 0xff0000ff, offset);
    }
  }
  return diff;
}

/**
 * Baselines of no screenshot taken in this run (a story renamed or removed). With `update` they
 * are deleted.
 *
 * @param {string} baselineDir
 * @param {Set<string>} taken names of the screenshots of this run
 * @param {boolean} update
 * @returns {string[]}
 */
export function staleBaselines(baselineDir, taken, update) {
  const stale = readdirSync(baselineDir).filter((name) => name.endsWith('.png') && !taken.has(name));
  if (update) for (const name of stale) rmSync(join(baselineDir, name));
  return stale;
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Writes `index.html` in `reportDir`: every changed screenshot with its before, after and
 * difference side by side, every new one with its screenshot, and the stale baselines; plus how
 * to approve.
 *
 * @param {string} reportDir
 * @param {{ outcomes: VisualOutcome[], stale: string[], approveCommand: string }} report
 * @returns {string} the report's path
 */
export function writeVisualReport(reportDir, { outcomes, stale, approveCommand }) {
  const changed = outcomes.filter((outcome) => outcome.status === 'changed');
  const added = outcomes.filter((outcome) => outcome.status === 'new');
  /** @param {string} name @param {string} kind */
  const image = (name, kind) => {
    const file = `${name.replace(/\.png$/, '')}.${kind}.png`;
    return `<figure><figcaption>${kind}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${kind}: ${escapeHtml(name)}"></a></figure>`;
  };
  const sections = [
    ...changed.map(
      (outcome) =>
        `<section><h2>${escapeHtml(outcome.name)}</h2><p>${outcome.changedPixels} pixels changed${outcome.note ? ` (${escapeHtml(outcome.note)})` : ''}</p><div class="row">${image(outcome.name, 'before')}${image(outcome.name, 'after')}${image(outcome.name, 'diff')}</div></section>`,
    ),
    ...added.map(
      (outcome) =>
        `<section><h2>${escapeHtml(outcome.name)}</h2><p>New: no baseline yet.</p><div class="row">${image(outcome.name, 'after')}</div></section>`,
    ),
  ];
  const summary =
    changed.length + added.length + stale.length === 0
      ? `<p>All ${outcomes.length} screenshots match their baselines.</p>`
      : `<p>${changed.length} changed, ${added.length} new, ${stale.length} stale baselines, of ${outcomes.length} screenshots. ` +
        `Approve what you see with <code>${escapeHtml(approveCommand)}</code> and commit the baselines.</p>`;
  const staleList =
    stale.length > 0
      ? `<section><h2>Stale baselines (no such story any more)</h2><ul>${stale.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul></section>`
      : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>ui-kit visual review</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
  section { border-top: 1px solid #ccc; padding-block: 1rem; }
  h2 { font-size: 1rem; font-family: ui-monospace, monospace; }
  .row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-block-end: 0.25rem; }
  img { max-width: 40vw; border: 1px solid #999; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
</style>
</head>
<body>
<main>
<h1>ui-kit visual review</h1>
${summary}
${sections.join('\n')}
${staleList}
</main>
</body>
</html>
`;
  mkdirSync(reportDir, { recursive: true });
  const file = join(reportDir, 'index.html');
  writeFileSync(file, html);
  return file;
}
