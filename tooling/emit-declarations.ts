/**
 * Emits a package's `.d.ts` files, one per source module, with the TypeScript API (TypeScript 6).
 *
 * tsup's own dts step bundles declarations per entry with rollup-plugin-dts; with one entry per
 * module that takes minutes and gigabytes on a kit of a hundred components. One program emitting
 * declarations only takes seconds. Relative specifiers are then rewritten the same way the JS
 * build rewrites them (`./rules` -> `./rules/index.js`, `./button.ts` -> `./button.js`), so the
 * declarations resolve under Node16 and bundler resolution alike. Each `.d.ts` gets a `.d.cts` twin
 * for the CommonJS build.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const sourceExtensions = ['.ts', '.tsx', '.mts'];
const excluded = /(\.test\.tsx?|\.test-d\.ts|\.stories\.tsx?)$|\/(__tests__|test-utils)\//;

/** Maps one relative specifier in `dist/<file>.d.ts` to the file the build emits. */
function rewriteSpecifier(sourceDir: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const bare = specifier.replace(/\.(tsx?|mts|jsx?|mjs)$/, '');
  const absolute = resolve(sourceDir, bare);
  if (sourceExtensions.some((extension) => existsSync(absolute + extension))) return `${bare}.js`;
  if (existsSync(absolute) && statSync(absolute).isDirectory()) return `${bare}/index.js`;
  return specifier;
}

function* declarationFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Emits and rewrites the declarations of the package in `packageDir`; throws on emit errors. */
export function emitDeclarations(packageDir: string): void {
  const srcDir = join(packageDir, 'src');
  const outDir = join(packageDir, 'dist');
  const configPath = join(packageDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const rootNames = parsed.fileNames.filter((file) => file.startsWith(`${srcDir}/`) && !excluded.test(file));
  const program = ts.createProgram(rootNames, {
    ...parsed.options,
    // Other @clubshop packages resolve to their built declarations, not their source.
    customConditions: [],
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    outDir,
    rootDir: srcDir,
  });
  const { diagnostics } = program.emit();
  if (diagnostics.length > 0) {
    const host = {
      getCanonicalFileName: (f: string) => f,
      getCurrentDirectory: () => packageDir,
      getNewLine: () => '\n',
    };
    throw new Error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  }
  const specifierPattern = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g;
  for (const file of declarationFiles(outDir)) {
    const sourceDir = join(srcDir, dirname(relative(outDir, file)));
    // Side-effect style imports say nothing about types and do not resolve as modules.
    const text = readFileSync(file, 'utf8').replace(/^import\s+['"][^'"]+\.css['"];?\n/gm, '');
    const rewritten = text.replace(
      specifierPattern,
      (_match, keyword: string, quote: string, specifier: string) =>
        `${keyword}${quote}${rewriteSpecifier(sourceDir, specifier)}${quote}`,
    );
    writeFileSync(file, rewritten);
    // The CommonJS twin (`require` condition): the same declarations, pointing at `.cjs` siblings,
    // so TypeScript under node16/nodenext sees a CommonJS module where `require()` loads one.
    writeFileSync(
      file.replace(/\.d\.ts$/, '.d.cts'),
      rewritten.replace(
        specifierPattern,
        (_match, keyword: string, quote: string, specifier: string) =>
          `${keyword}${quote}${specifier.replace(/\.js$/, '.cjs')}${quote}`,
      ),
    );
  }
}
