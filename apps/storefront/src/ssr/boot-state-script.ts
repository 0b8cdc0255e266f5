import { BOOT_STATE_GLOBAL, type BootState } from '../app/boot-state.ts';
import { jsonForScript } from '../app/json-for-script.ts';

/**
 * The inline script that hands the boot state over (run before the entry module, allowed by the
 * response's CSP nonce). The JSON is escaped so no catalogue text can end the script element.
 * Server-only: the browser's entry only takes the state (see app/boot-state.ts).
 */
export function bootStateScript(state: BootState): string {
  return `window.${BOOT_STATE_GLOBAL}=${jsonForScript(state)};`;
}
