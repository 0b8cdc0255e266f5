import type { DehydratedState } from '@tanstack/react-query';
import { BOOT_STATE_ID, type BootState } from '../app/boot-state.ts';
import { jsonForScript } from '../app/json-for-script.ts';

/**
 * The element that hands the boot state over: a data block (`<script type="application/json">`)
 * the browser never runs, read by the entry (app/boot-state.ts). So it needs no CSP nonce nor hash,
 * its bytes differ page by page without touching the page's policy, and no script that runs
 * carries catalogue text. The JSON is escaped (`<`, `>`, `&`, U+2028, U+2029) so no catalogue text
 * can end the element or start markup. Server-only.
 */
export function bootStateElement(state: BootState): string {
  const { queries, ...page } = state;
  const json = withMember(jsonForScript(page), 'queries', dehydratedJson(queries));
  return `<script type="application/json" id="${BOOT_STATE_ID}">${json}</script>`;
}

/**
 * `html` with `element` put just before the inline script whose text is `scriptText` (React's
 * bootstrap script, the page's loader): the loader runs once the parser reached it, so whatever
 * the entry it loads reads is in the document by then. `html` as it is when there is no such
 * script.
 */
export function beforeInlineScript(html: Buffer, scriptText: string, element: string): Buffer {
  // Its start is enough to find it (React writes the text as it is: it holds no `<script`).
  const text = html.lastIndexOf(scriptText.slice(0, 200));
  const start = text === -1 ? -1 : html.lastIndexOf('<script', text);
  if (start === -1) return html;
  return Buffer.concat([html.subarray(0, start), Buffer.from(element), html.subarray(start)]);
}

/**
 * The JSON of each answer's data, written once: most of a page's boot state is API answers the
 * server shares between the requests of a few seconds (ssr/shared-answers.ts), the very same
 * objects page after page, and writing them out was a twentieth of a category page's CPU.
 * Query data is never changed in place, so an object's JSON stays what it was.
 */
const dataJson = new WeakMap<object, string>();

function jsonOfData(data: unknown): string {
  if (typeof data !== 'object' || data === null) return jsonForScript(data);
  let json = dataJson.get(data);
  if (json === undefined) {
    json = jsonForScript(data);
    dataJson.set(data, json);
  }
  return json;
}

/** `objectJson` (an object's JSON) with one more member, whose value is already JSON. */
function withMember(objectJson: string, name: string, valueJson: string): string {
  const comma = objectJson === '{}' ? '' : ',';
  return `${objectJson.slice(0, -1)}${comma}${JSON.stringify(name)}:${valueJson}}`;
}

/** The dehydrated query cache as JSON: what `jsonForScript(state)` gives, each data from its cache. */
function dehydratedJson(state: DehydratedState): string {
  const { queries, ...rest } = state;
  const queryJsons = queries.map(({ state: queryState, ...query }) => {
    const { data, ...status } = queryState;
    const stateJson =
      data === undefined
        ? jsonForScript(status)
        : withMember(jsonForScript(status), 'data', jsonOfData(data));
    return withMember(jsonForScript(query), 'state', stateJson);
  });
  return withMember(jsonForScript(rest), 'queries', `[${queryJsons.join(',')}]`);
}
