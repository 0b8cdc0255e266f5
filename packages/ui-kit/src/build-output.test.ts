/**
 * What the build adds beside the modules (run by `test:dist`, on the built package): one
 * stylesheet with every component's CSS, and a copy of the modules without CSS imports for
 * servers. examples/ renders the packed server entry in plain Node.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');
const dist = join(packageDir, 'dist');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

describe.runIf(process.env.CLUBSHOP_TEST_DIST === '1')('build output', () => {
  it('styles.css holds every stylesheet of the source once', () => {
    const bundle = readFileSync(join(dist, 'styles.css'), 'utf8');
    const listed = [...bundle.matchAll(/^\/\* (.+\.css) \*\/$/gm)].map((match) => match[1]).sort();
    const sources = filesUnder(join(packageDir, 'src'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => relative(join(packageDir, 'src'), file))
      .sort();
    expect(listed).toEqual(sources);
  });

  it('the server copy has every module and imports no CSS', () => {
    const modules = filesUnder(dist).filter(
      (file) => file.endsWith('.js') && !file.startsWith(`${dist}/server/`),
    );
    const copies = filesUnder(join(dist, 'server')).filter((file) => file.endsWith('.js'));
    expect(copies.length).toBe(modules.length);
    const withCss = copies.filter((file) => /import\s*["'][^"']+\.css["']/.test(readFileSync(file, 'utf8')));
    expect(withCss).toEqual([]);
  });
});
