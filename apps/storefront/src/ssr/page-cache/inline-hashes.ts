import { createHash } from 'node:crypto';

/** The CSP hash sources of a page's inline scripts and styles (`'sha256-…'`). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * An inline element's content: a `<script>` without `src` (a data block, `type="application/json"`,
 * never runs and needs no hash) or a `<style>`. React writes both with nothing inside that could
 * end them early (a script's text has `</` escaped), so the first closing tag ends the element.
 */
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;

/** A `type` other than JavaScript's: the browser does not run the script (a data block). */
const DATA_BLOCK = /\btype\s*=\s*["']?(?!text\/javascript|module\b)[\w/+.-]+/i;

function hashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of every inline script and style of a rendered page, for the Content-Security-Policy
 * of a page a shared cache keeps: a nonce in a page every shopper gets protects nothing (anyone
 * can read it and inject a script that carries it), while a hash allows exactly the scripts the
 * server wrote and nothing else, however many copies of the page are served.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes = '', content = ''] of html.matchAll(INLINE_ELEMENT)) {
    if (tag?.toLowerCase() === 'style') {
      styles.add(hashSource(content));
    } else if (!/\bsrc\s*=/i.test(attributes) && !DATA_BLOCK.test(attributes) && content !== '') {
      scripts.add(hashSource(content));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}
