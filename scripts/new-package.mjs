#!/usr/bin/env node
// Creates a new published package under packages/<name> with the workspace's conventions:
//   node scripts/new-package.mjs <name> "<one-line description>" [--react]
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [name, description = '', ...flags] = process.argv.slice(2);
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: node scripts/new-package.mjs <name> "<description>" [--react]');
  process.exit(2);
}
const react = flags.includes('--react');
const dir = join(import.meta.dirname, '..', 'packages', name);
if (existsSync(dir)) {
  console.error(`packages/${name} exists already`);
  process.exit(2);
}
mkdirSync(join(dir, 'src'), { recursive: true });

// The repository every package names (also in each package.json's `repository` and `homepage`).
const repository = 'https://github.com/clubshop/clubshop';

const manifest = {
  name: `@clubshop/${name}`,
  version: '0.0.0',
  description,
  license: 'MIT',
  repository: { type: 'git', url: `git+${repository}.git`, directory: `packages/${name}` },
  homepage: `${repository}/tree/main/packages/${name}#readme`,
  bugs: `${repository}/issues`,
  type: 'module',
  sideEffects: false,
  exports: {
    '.': {
      '@clubshop/source': './src/index.ts',
      import: { types: './dist/index.d.ts', default: './dist/index.js' },
      require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
    },
    './package.json': './package.json',
  },
  main: './dist/index.cjs',
  module: './dist/index.js',
  types: './dist/index.d.ts',
  files: ['dist', 'src', '!src/**/*.test.*', '!src/**/*.stories.*', '!src/**/test-utils'],
  engines: { node: '>=20.19' },
  scripts: {
    build: 'tsup',
    typecheck: 'tsc --noEmit -p tsconfig.json',
    test: 'vitest run',
    'test:dist': 'CLUBSHOP_TEST_DIST=1 vitest run',
    'check:package': 'node ../../scripts/check-package.mjs',
  },
  dependencies: {},
  peerDependencies: react ? { react: '^19.0.0' } : {},
  devDependencies: react ? { react: '19.3.1', '@types/react': '19.3.0' } : {},
  publishConfig: { access: 'public' },
};
copyFileSync(join(import.meta.dirname, '..', 'LICENSE'), join(dir, 'LICENSE'));
writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(
  join(dir, 'tsconfig.json'),
  `${JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src', 'test', '*.config.ts'] }, null, 2)}\n`,
);
writeFileSync(
  join(dir, 'tsup.config.ts'),
  "import { definePackageBuild } from '../../tooling/tsup.preset.ts';\n\nexport default definePackageBuild();\n",
);
writeFileSync(
  join(dir, 'vitest.config.ts'),
  "import { definePackageTest } from '../../tooling/vitest.preset.ts';\n\nexport default definePackageTest(import.meta.dirname);\n",
);
writeFileSync(join(dir, 'src', 'index.ts'), `/** @packageDocumentation ${description} */\nexport {};\n`);
writeFileSync(join(dir, 'README.md'), `# @clubshop/${name}\n\n${description}\n`);
console.info(`created packages/${name}: add a changeset (pnpm changeset) with its first release`);
