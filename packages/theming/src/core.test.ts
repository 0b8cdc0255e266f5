// @vitest-environment node
import * as core from '@clubshop/theming/core';
import { describe, expect, it } from 'vitest';

// That core imports no React is a lint rule (biome.json); examples/ runs it where React is not
// installed at all.
describe('@clubshop/theming/core', () => {
  it('turns a club theme into CSS in Node without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const css = core.themeToCss(core.clubPresets.harbour, ':root');
    expect(css).toMatch(/^:root \{\n {2}--cs-color-primary: #[0-9a-f]{6};/);
    expect(core.themeToCssVariables(core.clubPresets.harbour)['--cs-font-family']).toBe(
      core.clubPresets.harbour.fontFamily,
    );
  });

  it('exports no React API', () => {
    expect(Object.keys(core)).not.toContain('ThemeProvider');
    expect(Object.keys(core)).not.toContain('useTheme');
  });
});
