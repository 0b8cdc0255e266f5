import type { DehydratedState } from '@tanstack/react-query';
import { BOOT_STATE_GLOBAL, type BootState } from '../app/boot-state.ts';
import { jsonForScript } from '../app/json-for-script.ts';

/**
 * The inline script that hands the boot state over (run before the entry module, allowed by the
 * response's CSP nonce). The JSON is escaped so no catalogue text can end the script element.
 * Server-only: the browser's entry only takes the state (see app/boot-state.ts).
 */
export function bootStateScript(state: BootState): string {
  const { queries, ...page } = state;
  return `window.${BOOT_STATE_GLOBAL}=${withMember(jsonForScript(page), 'queries', dehydratedJson(queries))};`;
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
