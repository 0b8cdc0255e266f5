import { join } from 'node:path';
import { writeComponentEntries } from '../../tooling/component-entries.ts';
import { writeCssFreeCopy } from '../../tooling/css-free-copy.ts';
import { writeStylesheetBundle } from '../../tooling/stylesheet-bundle.ts';
import { definePackageBuild } from '../../tooling/tsup.preset.ts';

// One entry point per component (`@clubshop/ui-kit/button`, decision 0104), written from the area
// indexes before the build so they are always current; they are committed for the source
// condition, and a test fails when they are not.
writeComponentEntries(join(import.meta.dirname, 'src'));

// CSS files are entries too: the preset keeps `import './button.css'` external, so without this
// the imported file would be missing from dist; the preset's copy loader puts each one beside its
// module. Declarations come from the preset's TypeScript emit, for the TypeScript modules only.
// After the build: `dist/styles.css` (every component's CSS in load order, the
// `@clubshop/ui-kit/styles.css` export) and `dist/server/` (the same modules without CSS imports,
// the `@clubshop/ui-kit/server` export that plain Node can load).
export default definePackageBuild({
  entry: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.css'],
  afterBuild: (packageDir) => {
    const dist = join(packageDir, 'dist');
    writeStylesheetBundle(join(dist, 'index.js'), join(dist, 'styles.css'), dist);
    writeCssFreeCopy(dist, join(dist, 'server'));
  },
});
