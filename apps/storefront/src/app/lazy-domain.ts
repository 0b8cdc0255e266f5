/** A client domain whose every member is an async function (all api-sdk domains are). */
type AsyncDomain<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never;
};

/**
 * A domain client that loads its implementation on the first call: `domain.method(...args)`
 * waits for `load()` and calls the real method. Every api-sdk domain method returns a promise, so
 * callers see no difference beyond the first call waiting for the chunk.
 */
export function lazyDomain<T extends object>(load: () => Promise<T>): AsyncDomain<T> & T {
  const methods = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as AsyncDomain<T> & T, {
    get(_target, name) {
      // Not a thenable: `await domain` must not call `then` as a method.
      if (name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const domain = (await load()) as Record<PropertyKey, (...a: unknown[]) => Promise<unknown>>;
          const real = domain[name];
          if (typeof real !== 'function') throw new TypeError(`The api client has no method ${String(name)}`);
          return real.apply(domain, args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
