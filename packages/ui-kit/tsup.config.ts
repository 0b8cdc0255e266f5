import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { definePackageBuild } from '../../tooling/tsup.preset.ts';

/** Every shipped TypeScript module (tsup's dts entry takes paths, not globs). */
function shippedModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test-utils' || entry.name === '__tests__' ? [] : shippedModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|test-d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// CSS files are JS entries too: the preset keeps `import './button.css'` external, so without
// this the imported file would be missing from dist. With the preset's copy loader each one is
// copied beside its module. Declarations are built for the TypeScript modules only.
export default definePackageBuild({
  entry: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.css'],
  overrides: { dts: { entry: shippedModules('src'), compilerOptions: { customConditions: [] } } },
});
