import { definePackageBuild } from '../../tooling/tsup.preset.ts';

// CSS files are entries too: the preset keeps `import './button.css'` external, so without this
// the imported file would be missing from dist; the preset's copy loader puts each one beside its
// module. Declarations come from the preset's TypeScript emit, for the TypeScript modules only.
export default definePackageBuild({ entry: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.css'] });
