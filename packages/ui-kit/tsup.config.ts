import { definePackageBuild } from '../../tooling/tsup.preset.ts';

// CSS files are entries too: the preset keeps `import './button.css'` external, so without this
// the imported file would be missing from dist. With the preset's copy loader each one is
// copied beside its module.
export default definePackageBuild({ entry: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.css'] });
