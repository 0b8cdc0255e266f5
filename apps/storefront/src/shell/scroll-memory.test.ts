import { describe, expect, test } from 'vitest';
import { ScrollMemory } from './scroll-memory.ts';

describe('ScrollMemory', () => {
  test('remembers a position per address', () => {
    const memory = new ScrollMemory();
    memory.remember('/men/?page=2', 1325);
    memory.remember('/men/', 80);
    expect(memory.positionOf('/men/?page=2')).toBe(1325);
    expect(memory.positionOf('/men/?page=3')).toBeUndefined();
  });

  test('a pop counts for the address it went to, once; a hash-only pop never passes for a later navigation', () => {
    const memory = new ScrollMemory();
    memory.notePop('/men/?page=2');
    expect(memory.takePop('/men/?page=2')).toBe(true);
    expect(memory.takePop('/men/?page=2')).toBe(false);
    memory.notePop('/men/');
    // The router did not move (the pop changed only the hash); the next push is no pop.
    expect(memory.takePop('/women/')).toBe(false);
    expect(memory.takePop('/men/')).toBe(false);
  });
});
