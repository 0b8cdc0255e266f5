import { definePackageBuild } from '../../tooling/tsup.preset.ts';

export default definePackageBuild();
