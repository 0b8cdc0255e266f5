#!/usr/bin/env node
// The public API of every published package, one API Extractor report per entry point
// (`packages/<name>/api/<entry>.api.md`), committed beside the code. Reads the built declarations
// (`dist/**/*.d.ts`): run the build first.
//
//   node scripts/api-report.mjs           check: fails when an export changed and its report does not say so
//   node scripts/api-report.mjs --update  writes the changed reports; refuses a package whose report
//                                         changes without a pending changeset that names it
//
// So a changed export fails the test command until its report and a changeset say so.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

const root = new URL('..', import.meta.url).pathname;
const update = process.argv.includes('--update');
const scratch = mkdtempSync(join(tmpdir(), 'clubshop-api-report-'));

/** The package names that pending changesets name. */
function namedByChangesets() {
  const named = new Set();
  for (const file of readdirSync(join(root, '.changeset')).filter((name) => name.endsWith('.md'))) {
    const front =
      /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, '.changeset', file), 'utf8'))?.[1] ?? '';
    for (const [, name] of front.matchAll(/^['"]?([^'":]+)['"]?:\s*(patch|minor|major)\s*$/gm))
      named.add(name);
  }
  return named;
}

/** `.` -> `index`, `./contract` -> `contract`, `./react/x` -> `react-x`. */
const reportName = (entry) => (entry === '.' ? 'index' : entry.replace(/^\.\//, '').replaceAll('/', '-'));

// API Extractor says which TypeScript it bundles once per entry point: once is enough.
// biome-ignore lint/suspicious/noConsole: API Extractor prints through console.log; this filters it
const log = console.log;
console.log = (...args) => {
  if (!String(args[0]).startsWith('Analysis will use the bundled TypeScript')) log(...args);
};

const problems = [];
let checked = 0;
const changesets = namedByChangesets();
for (const name of readdirSync(join(root, 'packages'))) {
  const dir = join(root, 'packages', name);
  const manifestPath = join(dir, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (manifest.private) continue;
  const reportFolder = join(dir, 'api');
  mkdirSync(reportFolder, { recursive: true });
  const reported = new Set();
  for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
    // The ES module declarations (the `.d.cts` twins say the same).
    const types = typeof target === 'object' ? target.import?.types : undefined;
    // One report per declaration file (ui-kit's `./server` has the main entry's types).
    if (!types || reported.has(types)) continue;
    // A wildcard entry (ui-kit's one per component) re-exports slices of the main entry, whose
    // report already holds every name they can export.
    if (entry.includes('*')) continue;
    reported.add(types);
    const entryFile = join(dir, types);
    if (!existsSync(entryFile)) {
      problems.push(`${manifest.name} ${entry}: ${types} is missing (build the packages first)`);
      continue;
    }
    const reportFileName = `${reportName(entry)}.api.md`;
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: dir,
        mainEntryPointFilePath: entryFile,
        // Only the entry's declarations, not the package's sources: fast, and exactly what ships.
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'ES2022',
              module: 'NodeNext',
              moduleResolution: 'NodeNext',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              jsx: 'react-jsx',
              strict: true,
              skipLibCheck: true,
              types: [],
            },
            files: [entryFile],
          },
        },
        apiReport: {
          enabled: true,
          reportFileName,
          reportFolder,
          reportTempFolder: join(scratch, name),
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        newlineKind: 'lf',
        messages: {
          // The report is about the shape of the API; doc-comment style is Biome's and review's.
          extractorMessageReporting: {
            default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
          },
          tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
          compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
        },
      },
      configObjectFullPath: join(dir, 'api-extractor.json'),
      packageJsonFullPath: manifestPath,
    });
    const reportPath = join(reportFolder, reportFileName);
    const before = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : undefined;
    const result = Extractor.invoke(config, {
      localBuild: update,
      showVerboseMessages: false,
      messageCallback: (message) => {
        // Only what matters: the report differing is reported below, by package.
        const quiet = [
          'console-api-report-changed',
          'console-api-report-copied',
          'console-api-report-created',
          'console-compiler-version-notice',
        ];
        if (quiet.includes(message.messageId)) {
          message.handled = true;
        }
      },
    });
    checked += 1;
    const after = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : undefined;
    if (update && before !== after && !changesets.has(manifest.name)) {
      problems.push(
        `${manifest.name} ${entry}: its API changed (api/${reportFileName}); add a changeset that names ${manifest.name} (pnpm changeset)`,
      );
    } else if (!update && (result.apiReportChanged || !result.succeeded)) {
      problems.push(
        `${manifest.name} ${entry}: the exports differ from api/${reportFileName}; review, run \`node scripts/api-report.mjs --update\` and add a changeset`,
      );
    } else if (update && before !== after) {
      console.info(`updated ${manifest.name} api/${reportFileName}`);
    }
  }
}
rmSync(scratch, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(`✗ API reports:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`✓ API reports: ${checked} entry points match their committed reports`);
