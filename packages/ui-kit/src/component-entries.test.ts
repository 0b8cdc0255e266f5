/**
 * The per-component entry points (`@clubshop/ui-kit/button`, decision 0104) are written by the
 * build from the area indexes and committed for the source condition: they must match.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentEntries } from '../../../tooling/component-entries.ts';

const srcDir = import.meta.dirname;

describe('component entry points', () => {
  it('src/components holds exactly what the area indexes make (run the build to renew it)', () => {
    const expected = componentEntries(srcDir);
    const committed = new Map(
      readdirSync(join(srcDir, 'components')).map((file) => [
        file,
        readFileSync(join(srcDir, 'components', file), 'utf8'),
      ]),
    );
    expect(committed).toEqual(expected);
  });

  it('gives every component folder its entry, named after it, with the names the main entry exports', async () => {
    const entries = componentEntries(srcDir);
    expect(entries.get('button.ts')).toContain(
      "export { Button, type ButtonProps } from '../primitives/button/button.tsx';",
    );
    expect(entries.has('hooks.ts')).toBe(false);
    const main = await import('./index.ts');
    for (const file of entries.keys()) {
      const entry = (await import(`./components/${file}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(entry)) expect(main[name as keyof typeof main]).toBe(value);
    }
  });
});
