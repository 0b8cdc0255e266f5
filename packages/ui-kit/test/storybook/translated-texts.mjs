// @ts-check
/**
 * Which stories show the kit's translated texts, for the screenshots of the text cultures (Danish):
 * a story is shot in a text culture when its visible text holds a text of that culture's story
 * dictionary (`.storybook/dictionaries/`) that differs from the English one. The
 * English pass marks the candidates (their visible text holds an English dictionary text that the
 * culture translates differently), so the text culture's pass renders only those; it then shoots
 * the ones that do show a translated text (a story whose texts all come from its args, such as a
 * Button labelled "Add to basket", is not shot again).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** @typedef {import('playwright-core').Page} Page */

const packageDir = join(import.meta.dirname, '..', '..');

/**
 * The story dictionaries of the Culture toolbar (`.storybook/dictionaries/`), read as Storybook
 * reads them: the TypeScript modules loaded through tsx, the workspace packages from source.
 *
 * @returns {Record<string, Record<string, string>>}
 */
function storyDictionaries() {
  const script =
    "const { storyCultures } = await import('./.storybook/dictionaries/index.ts');" +
    'process.stdout.write(JSON.stringify(Object.fromEntries(Object.entries(storyCultures).map(([culture, { dictionary }]) => [culture, dictionary]))));';
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@clubshop/source', '--input-type=module', '-e', script],
    { cwd: packageDir, encoding: 'utf8' },
  );
  return JSON.parse(output);
}

/** The literal parts of a text (around its `{placeholders}`) long enough to find in a page. */
function fragmentsOf(/** @type {string} */ text) {
  return text
    .split(/\{[^}]*\}/)
    .map((part) => part.trim().replace(/^[\s,.:;()–-]+|[\s,.:;()–-]+$/g, ''))
    .filter((part) => part.length >= 3);
}

/**
 * The texts that show a story is in English or in `culture`: for each key the two dictionaries
 * translate differently, the literal parts of each side.
 *
 * @param {string} culture e.g. `da`
 * @returns {{ english: string[], translated: string[] }}
 */
export function translatedTexts(culture) {
  const dictionaries = storyDictionaries();
  const english = new Map(Object.entries(dictionaries.en ?? {}));
  const other = new Map(Object.entries(dictionaries[culture] ?? {}));
  if (other.size === 0) throw new Error(`No story dictionary of the culture ${culture}`);
  const englishParts = new Set();
  const translatedParts = new Set();
  for (const [key, text] of other) {
    const englishText = english.get(key);
    if (englishText === undefined || englishText === text) continue;
    for (const part of fragmentsOf(englishText)) englishParts.add(part);
    for (const part of fragmentsOf(text)) translatedParts.add(part);
  }
  // A part both sides share ("Subtotal") says nothing about the culture.
  for (const part of [...englishParts]) {
    if (translatedParts.has(part)) {
      englishParts.delete(part);
      translatedParts.delete(part);
    }
  }
  return { english: [...englishParts], translated: [...translatedParts] };
}

/**
 * The text a screenshot of the story just rendered shows: the visible text of its root and of
 * what it portals to `<body>`, plus the placeholders of its fields.
 *
 * @param {Page} page
 * @returns {Promise<string>}
 */
export function visibleText(page) {
  return page.evaluate(() => {
    const chrome = '#storybook-docs, #storybook-highlights-root, .sb-wrapper, script, style, link';
    const roots = [
      ...(document.querySelector('#storybook-root')?.children ?? []),
      ...[...document.body.children].filter(
        (element) => element.id !== 'storybook-root' && !element.matches(chrome),
      ),
    ];
    return roots
      .flatMap((root) => [
        // biome-ignore lint/performance/useDomNodeTextContent: the screenshot shows the visible text only, which innerText gives (textContent has hidden text too)
        /** @type {HTMLElement} */ (root).innerText ?? '',
        ...[...root.querySelectorAll('[placeholder]')].map(
          (field) => field.getAttribute('placeholder') ?? '',
        ),
      ])
      .join('\n');
  });
}

/**
 * Whether a text holds one of the parts as a whole word (or words).
 *
 * @param {string} text
 * @param {string[]} parts
 */
export function showsAny(text, parts) {
  return parts.some((part) =>
    new RegExp(
      `(^|[^\\p{L}\\p{N}])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`,
      'u',
    ).test(text),
  );
}
