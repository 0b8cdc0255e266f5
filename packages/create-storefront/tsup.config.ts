import { definePackageBuild } from '../../tooling/tsup.preset.ts';

// A command, not a library: one ES module build for Node, no declarations (nothing imports it).
export default definePackageBuild({
  overrides: { format: ['esm'], platform: 'node', onSuccess: async () => undefined },
});
