/**
 * The shared vitest configuration of every workspace package.
 *
 * Packages resolve each other through the `@clubshop/source` export condition, so tests run on
 * source with no build first. With `CLUBSHOP_TEST_DIST=1` (the `test:dist` task) the condition is
 * dropped and a package's own name points at its built `dist`, so the same tests run on what we
 * publish.
 */
import './map-group-by.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

export const sourceCondition = '@clubshop/source';
const testDist = process.env.CLUBSHOP_TEST_DIST === '1';

type ExportTarget = string | { [condition: string]: ExportTarget };

function pick(target: ExportTarget | undefined, conditions: string[]): string | undefined {
  if (target === undefined) return undefined;
  if (typeof target === 'string') return target;
  for (const [condition, value] of Object.entries(target)) {
    if (conditions.includes(condition)) {
      const found = pick(value, conditions);
      if (found) return found;
    }
  }
  return undefined;
}

/** Aliases a package's own name (and subpaths) to its source, or to dist under test:dist. */
function selfAliases(packageDir: string) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    exports?: Record<string, ExportTarget>;
  };
  const conditions = testDist ? ['import', 'default'] : [sourceCondition];
  return Object.entries(manifest.exports ?? {})
    .filter(([subpath]) => subpath !== './package.json' && !subpath.includes('*'))
    .flatMap(([subpath, target]) => {
      const file = pick(target, conditions);
      if (!file || file.endsWith('.css')) return [];
      const find = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      return [
        {
          find: new RegExp(`^${find.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')}$`),
          replacement: join(packageDir, file),
        },
      ];
    });
}

/**
 * Test options for packages whose tests drive React hooks or pages against the in-process
 * commerce API: jsdom with server-side module transforms and Node's fetch family (see
 * `vitest-jsdom-environment.ts`), testing-library cleanup and a patient `waitFor`, and room for
 * the first test to seed its database. Spread into `definePackageTest`'s `test` overrides.
 */
export const inProcessApiTestOptions = {
  environment: join(import.meta.dirname, 'vitest-jsdom-environment.ts'),
  setupFiles: [join(import.meta.dirname, 'test-harness/src/testing-library-setup.ts')],
  hookTimeout: 180_000,
};

/** Builds a package's vitest config: `export default definePackageTest(import.meta.dirname, {...})`. */
export function definePackageTest(packageDir: string, overrides: ViteUserConfig = {}) {
  const conditions = testDist ? [] : [sourceCondition];
  const base = defineConfig({
    resolve: {
      alias: selfAliases(packageDir),
      conditions: [...conditions, ...defaultClientConditions],
    },
    ssr: { resolve: { conditions: [...conditions, ...defaultServerConditions] } },
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      typecheck: { enabled: false },
      restoreMocks: true,
      testTimeout: 20_000,
    },
  });
  return mergeConfig(base, overrides);
}
