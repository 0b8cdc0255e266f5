import type { Meta } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as kit from '../src/index.ts';

// Every stories file of the kit, loaded as Storybook loads them (their CSF default export).
const storyFiles = import.meta.glob<{ default: Meta }>('../src/**/*.stories.tsx', { eager: true });

/** The kit's exported React components: functions named in PascalCase (hooks and helpers are not). */
function exportedComponents(): Map<unknown, string> {
  const components = new Map<unknown, string>();
  for (const [name, value] of Object.entries(kit)) {
    if (typeof value === 'function' && /^[A-Z]/.test(name)) components.set(value, name);
  }
  return components;
}

describe('Storybook', () => {
  it('has a story, and so a docs page with a prop table, for every exported component', () => {
    const documented = new Set<unknown>();
    for (const file of Object.values(storyFiles)) {
      const meta = file.default;
      documented.add(meta.component);
      for (const sub of Object.values(meta.subcomponents ?? {})) documented.add(sub);
    }
    const components = exportedComponents();
    expect(components.size).toBeGreaterThan(50);
    const missing = [...components]
      .filter(([component]) => !documented.has(component))
      .map(([, name]) => name);
    expect(missing).toEqual([]);
  });
});
