import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileOfCommandLine, parseArgs } from './args.ts';

describe('the command line of clubshop', () => {
  it('reads words and options', () => {
    expect(parseArgs(['staff', 'reset-password', '--email', 'owner@club.example', '--dry-run'])).toEqual({
      words: ['staff', 'reset-password'],
      options: new Map<string, string | true>([
        ['email', 'owner@club.example'],
        ['dry-run', true],
      ]),
    });
  });

  it('reads a file relative to the folder the command was typed in (INIT_CWD, set by pnpm), else the working folder', () => {
    expect(fileOfCommandLine('products.csv', { INIT_CWD: '/home/club/shop' })).toBe(
      '/home/club/shop/products.csv',
    );
    expect(fileOfCommandLine('/tmp/products.csv', { INIT_CWD: '/home/club/shop' })).toBe('/tmp/products.csv');
    expect(fileOfCommandLine('products.csv', {})).toBe(join(process.cwd(), 'products.csv'));
  });
});
