import * as kyModule from 'ky';

type Ky = typeof kyModule.default;

/**
 * ky's default export, the function the transport calls. ky is an ES module only: the CommonJS
 * build reaches it through Node's `require()` of an ES module, whose namespace the bundler's
 * interop wraps once more, so the function is one `default` deeper there
 * (`(0, import_ky.default) is not a function` otherwise).
 */
function kyFunction(namespace: { default: unknown }): Ky {
  const candidate = namespace.default;
  if (typeof candidate === 'function') return candidate as Ky;
  const nested = (candidate as { default?: unknown } | undefined)?.default;
  if (typeof nested === 'function') return nested as Ky;
  throw new TypeError('ky did not load: its default export is not a function');
}

/** ky, whichever module system loaded this package. */
export const ky: Ky = kyFunction(kyModule);
