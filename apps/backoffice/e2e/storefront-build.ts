/**
 * Whether the storefront's production build is newer than everything it is made from: the
 * storefront's own sources and those of the workspace packages it bundles. The back-office journey
 * reuses a fresh build (the storefront journeys make it just before) instead of spending a
 * minute on a second one; a stale one is built again.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { storefrontDir } from '../../storefront/e2e/harness/shop-server.ts';

const repositoryDir = join(storefrontDir, '..', '..');

/** Newest modification time (ms) of a file, or of the files under a folder (0 when missing). */
async function newestUnder(path: string): Promise<number> {
  const stats = await stat(path).catch(() => undefined);
  if (!stats?.isDirectory()) return stats?.mtimeMs ?? 0;
  let newest = 0;
  for (const entry of await readdir(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** True when `builtFile` is newer than every source of the storefront's build. */
export async function builtAfterSources(builtFile: string): Promise<boolean> {
  const packages = await readdir(join(repositoryDir, 'packages'));
  const sources = [
    join(storefrontDir, 'src'),
    join(storefrontDir, 'server'),
    join(storefrontDir, 'index.html'),
    join(storefrontDir, 'vite.config.ts'),
    ...packages.map((name) => join(repositoryDir, 'packages', name, 'src')),
  ];
  const built = (await stat(builtFile)).mtimeMs;
  for (const source of sources) {
    if ((await newestUnder(source)) > built) return false;
  }
  return true;
}
