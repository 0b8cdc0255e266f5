import type { ClientAssets } from '../src/entry-server.tsx';

/** One chunk of Vite's client manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** Vite's client manifest: chunks by source path (`src/pages/cart/CartPage.tsx`) or chunk name. */
export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The chunk of each module loaded on demand that went into a chunk group rather than a chunk of
 * its own (`.vite/grouped-modules.json`, written by the build; see vite.config.ts): the manifest
 * does not list those modules.
 */
export type GroupedModules = Record<string, string>;

/** The entry of the browser build. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

/**
 * The assets a server render puts into pages, from the production build's manifest: the entry
 * module and its stylesheets, and for every lazily loaded module the chunks and stylesheets it
 * needs beyond what the entry already brings (so a page's head preloads exactly its own code).
 */
export function clientAssetsFromManifest(
  manifest: ClientManifest,
  groupedModules: GroupedModules = {},
  base = '/',
): ClientAssets {
  const url = (file: string) => `${base}${file}`;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  /** The manifest's key of the chunk a module is in: its own, or its group's. */
  const chunkKey = (moduleId: string): string => {
    if (manifest[moduleId]) return moduleId;
    const grouped = groupedModules[moduleId];
    return (grouped && keyOfFile.get(grouped)) ?? moduleId;
  };
  const staticGraph = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) staticGraph(imported, into);
    return into;
  };
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client manifest has no ${CLIENT_ENTRY}: build the client first`);
  const entryGraph = staticGraph(CLIENT_ENTRY);
  const stylesOf = (keys: Iterable<string>) => [...keys].flatMap((key) => manifest[key]?.css ?? []);
  const ownGraph = (moduleId: string) =>
    [...staticGraph(chunkKey(moduleId))].filter((key) => !entryGraph.has(key));
  // The app's one stylesheet (`cssCodeSplit: false`) is listed apart, as `style.css`.
  const appStyles = manifest['style.css'] ? [manifest['style.css'].file] : [];
  const entryStyles = [...new Set([...appStyles, ...stylesOf(entryGraph)])];
  return {
    entryScripts: [url(entry.file)],
    entryStyles: entryStyles.map(url),
    routes: {
      scripts: (moduleId) => ownGraph(moduleId).map((key) => url(manifest[key]?.file ?? key)),
      styles: (moduleId) =>
        [...new Set(stylesOf(ownGraph(moduleId)))].filter((file) => !entryStyles.includes(file)).map(url),
    },
  };
}

/**
 * The assets in development: Vite serves the source; its client (hot reload) runs first. CSS
 * arrives with the modules that import it.
 */
export const developmentAssets: ClientAssets = {
  entryScripts: ['/@vite/client', `/${CLIENT_ENTRY}`],
  entryStyles: [],
  routes: { scripts: () => [], styles: () => [] },
};
