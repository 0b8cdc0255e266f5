// @ts-check
/**
 * Drives one Storybook preview iframe (`iframe.html`) in Chromium: opens it under a club and a
 * culture, renders stories one after the other through Storybook's own channel (no reload per
 * story), and reads what each render reported. The axe results are those of
 * `@storybook/addon-a11y`, which runs axe-core after every story renders: the same run, with the
 * same per-story configuration, as the Accessibility panel a designer looks at.
 */

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */

/**
 * @typedef {object} AxeFinding
 * @property {string} id axe rule id
 * @property {string | null} impact minor, moderate, serious or critical
 * @property {string} help what the rule asks for
 * @property {string[]} targets CSS selectors of (up to five of) the failing nodes
 * @property {string} [summary] axe's failure summary of the first node
 */

/**
 * @typedef {object} StoryResult
 * @property {string} storyId
 * @property {number} milliseconds render plus axe
 * @property {AxeFinding[]} violations every axe violation (any impact)
 * @property {string[]} problems what else went wrong: no axe report, an exception, a timeout
 * @property {string[]} untranslated dictionary keys shown as text
 */

/** A text that looks like a dictionary alias (`Product.Stock.InStock`) left untranslated. */
const untranslatedKeyPattern =
  '\\b(?:Basket|Catalogue|Checkout|Common|Contact|Date|Error|Footer|Form|Header|Navigation|Newsletter|Overlay|Personalisation|Product|User)\\.[A-Z][A-Za-z]*(?:\\.[A-Za-z]+)*\\b';

/**
 * Opens the preview of a built Storybook under one club and one culture, rendering `firstStoryId`.
 *
 * @param {Browser} browser
 * @param {{ baseUrl: string, club: string, culture: string, firstStoryId: string }} options
 * @returns {Promise<{ page: Page, pageErrors: string[] }>}
 */
export async function openPreview(browser, { baseUrl, club, culture, firstStoryId }) {
  // The user agent marks a test run, so Storybook puts animations at their end state instead of
  // waiting 100 ms or more for them after each render (its `isTestEnvironment`).
  const page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36 StorybookTestRunner`,
  });
  /** @type {string[]} */
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const globals = `theme:${club};culture:${culture}`;
  await page.goto(`${baseUrl}/iframe.html?id=${firstStoryId}&viewMode=story&globals=${globals}`);
  await page.waitForFunction(
    () => /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(() => {
    const win = /** @type {any} */ (window);
    /** @type {string[]} */
    const exceptions = [];
    win.__storyCheck = { exceptions };
    const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
    channel.on('storyThrewException', (/** @type {any} */ error) =>
      exceptions.push(`threw: ${error?.message}`),
    );
    channel.on('storyErrored', (/** @type {any} */ error) => exceptions.push(`errored: ${error?.title}`));
    channel.on('playFunctionThrewException', (/** @type {any} */ error) =>
      exceptions.push(`play function threw: ${error?.message}`),
    );
  });
  return { page, pageErrors };
}

/**
 * What a story asks of its run: the viewport size of its story-level `viewport` global, whether it
 * renders without a dictionary, the violations a canary story must show, and whether it is
 * screenshotted (`parameters.visual.skip` turns that off for a story that cannot hold still). Also what its docs
 * page's prop table is made of: the props react-docgen found on the component (and on each
 * subcomponent), plus argTypes the stories describe by hand.
 *
 * @param {Page} page
 * @param {string} storyId
 * @returns {Promise<{ width: number, height: number, withoutDictionary: boolean, expectedViolations: string[] | undefined, visual: boolean, documentedProps: Record<string, number> }>}
 */
export async function storyNeeds(page, storyId) {
  return page.evaluate(async (id) => {
    const story = await /** @type {any} */ (window).__STORYBOOK_PREVIEW__.loadStory({ storyId: id });
    const viewportName = story.storyGlobals?.viewport?.value;
    const styles = viewportName ? story.parameters.viewport?.options?.[viewportName]?.styles : undefined;
    return {
      width: styles ? Number.parseInt(styles.width, 10) : 1280,
      height: styles ? Number.parseInt(styles.height, 10) : 800,
      withoutDictionary: story.parameters.i18n?.withoutDictionary === true,
      expectedViolations: story.parameters.axeCanary?.expectedViolations,
      visual: story.parameters.visual?.skip !== true,
      documentedProps: Object.fromEntries(
        Object.entries({ [story.title]: story.component, ...(story.subcomponents ?? {}) })
          .filter(([, component]) => component)
          .map(([name, component]) => [
            name,
            Object.keys(component.__docgenInfo?.props ?? {}).length +
              (component === story.component
                ? Object.values(story.argTypes ?? {}).filter((argType) => argType?.description).length
                : 0),
          ]),
      ),
    };
  }, storyId);
}

/**
 * Renders one story in the open preview and waits until Storybook reports it finished (after its
 * play function and the a11y addon's axe run), then reads the axe report and looks for dictionary
 * keys shown as text.
 *
 * @param {Page} page
 * @param {string} storyId
 * @param {{ timeout?: number, checkTranslations?: boolean }} [options]
 * @returns {Promise<StoryResult>}
 */
export async function checkStory(page, storyId, { timeout = 20_000, checkTranslations = true } = {}) {
  const started = Date.now();
  const outcome = await page.evaluate(
    async ({ id, timeout, keyPattern, checkTranslations }) => {
      const win = /** @type {any} */ (window);
      const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
      win.__storyCheck.exceptions.length = 0;
      /** @type {Promise<any>} */
      const finished = new Promise((resolve) => {
        const timer = setTimeout(() => {
          channel.off('storyFinished', onFinished);
          resolve(undefined);
        }, timeout);
        /** @param {any} event */
        function onFinished(event) {
          if (event.storyId !== id) return;
          clearTimeout(timer);
          channel.off('storyFinished', onFinished);
          resolve(event);
        }
        channel.on('storyFinished', onFinished);
      });
      // Re-render the current story from scratch; switch to any other.
      if (win.__STORYBOOK_PREVIEW__.currentSelection?.storyId === id)
        channel.emit('forceRemount', { storyId: id });
      else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      const event = await finished;

      /** @type {string[]} */
      const problems = [...win.__storyCheck.exceptions];
      if (!event) problems.push(`did not finish rendering within ${timeout} ms`);
      const report = event?.reporters?.find((/** @type {any} */ candidate) => candidate.type === 'a11y');
      if (event && !report)
        problems.push('no axe report (the story did not render, or the a11y addon is off)');
      if (report?.result?.error)
        problems.push(`axe failed: ${report.result.error?.message ?? report.result.error}`);
      const violations = (report?.result?.violations ?? []).map((/** @type {any} */ violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((/** @type {any} */ node) => node.target.join(' ')),
        summary: violation.nodes[0]?.failureSummary,
      }));

      /** @type {string[]} */
      const untranslated = [];
      if (checkTranslations) {
        const pattern = new RegExp(keyPattern, 'g');
        const storybookChrome = '.sb-wrapper, #storybook-docs, #storybook-highlights-root, script, style';
        const walker = document.createTreeWalker(
          document.body,
          NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
        );
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node instanceof Element ? node : node.parentElement;
          if (!element || element.closest(storybookChrome)) continue;
          const texts =
            node instanceof Element
              ? ['aria-label', 'placeholder', 'title', 'alt'].map((name) => node.getAttribute(name) ?? '')
              : [node.textContent ?? ''];
          for (const text of texts) for (const match of text.matchAll(pattern)) untranslated.push(match[0]);
        }
      }
      return { violations, problems, untranslated: [...new Set(untranslated)] };
    },
    { id: storyId, timeout, keyPattern: untranslatedKeyPattern, checkTranslations },
  );
  return { storyId, milliseconds: Date.now() - started, ...outcome };
}

/**
 * Renders a docs page (an MDX page such as the theme tokens) and runs axe-core on its content,
 * Storybook's own chrome excluded.
 *
 * @param {Page} page
 * @param {string} docsId
 * @param {string} axeSource the text of axe-core's `axe.min.js`
 * @param {{ timeout?: number }} [options]
 * @returns {Promise<{ rendered: boolean, violations: AxeFinding[] }>}
 */
export async function checkDocsPage(page, docsId, axeSource, { timeout = 30_000 } = {}) {
  const rendered = await page.evaluate(
    async ({ id, timeout }) => {
      const channel = /** @type {any} */ (window).__STORYBOOK_ADDONS_CHANNEL__;
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeout);
        /** @param {any} renderedId */
        function onRendered(renderedId) {
          if (renderedId !== id) return;
          clearTimeout(timer);
          channel.off('docsRendered', onRendered);
          resolve(true);
        }
        channel.on('docsRendered', onRendered);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
      });
    },
    { id: docsId, timeout },
  );
  if (!rendered) return { rendered: false, violations: [] };
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = /** @type {any} */ (window).axe;
    const result = await axe.run(
      { include: [['#storybook-docs .sbdocs-content']], exclude: [['.docblock-source'], ['.sbdocs-pre']] },
      { resultTypes: ['violations'] },
    );
    return result.violations.map((/** @type {any} */ violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((/** @type {any} */ node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary,
    }));
  });
  return { rendered: true, violations };
}
