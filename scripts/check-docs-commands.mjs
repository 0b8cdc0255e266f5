#!/usr/bin/env node
// Every shell command the README and docs/*.md print (each command of a ```sh block, and the
// README's first-owner command, printed inline) is either run, as printed with its placeholders
// filled, by the README journey in a clean clone of the repository (scripts/readme-journey.mjs),
// or listed in `allowed` below with the reason it cannot run on this machine. A printed command
// that is neither fails the check: a new command in the docs comes with a way to prove it works.
//
// Usage: node scripts/check-docs-commands.mjs   (the classification alone: cheap, no clone; the
// README journey runs the same check and then the commands themselves)
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = normalize(join(dirname(fileURLToPath(import.meta.url)), '..'));

/** The documents whose commands are checked: the README and every docs/*.md. */
export function documentsWithCommands(repositoryRoot = root) {
  const docs = readdirSync(join(repositoryRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort()];
}

/**
 * The commands of a Markdown document's ```sh blocks, one per command: a line ending in a
 * backslash goes on on the next; blank lines and comment lines are no commands. `text` is the
 * command as printed (continuations included), `line` the 1-based line it starts on.
 */
export function shellCommands(markdown) {
  const commands = [];
  let inBlock = false;
  let current;
  markdown.split('\n').forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (!inBlock) {
      if (/^```(sh|bash|shell)\s*$/.test(line)) inBlock = true;
      return;
    }
    if (line.startsWith('```')) {
      inBlock = false;
      current = undefined;
      return;
    }
    if (current) {
      current.text += `\n${line}`;
    } else {
      if (line === '' || line.startsWith('#')) return;
      current = { line: index + 1, text: line };
      commands.push(current);
    }
    if (!line.endsWith('\\')) current = undefined;
  });
  return commands;
}

/** A command with its whitespace collapsed, for matching. */
export function normalizedCommand(text) {
  return text.replace(/\\\n/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The README's section "## Two commands" (up to the next `## ` heading). */
function twoCommandsSection(readme) {
  const start = readme.indexOf('\n## Two commands');
  if (start === -1) throw new Error('README.md has no "## Two commands" section');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

/** The README's first command (the first ```sh block under "## Two commands"): install and start. */
export function readmeStartCommand(readme) {
  const [first] = shellCommands(twoCommandsSection(readme));
  if (!first) throw new Error('README.md has no ```sh block under "## Two commands"');
  return first.text;
}

/**
 * The README's first-owner command (`… staff create --email <e-mail> --role owner`), with its
 * line: from a ```sh block when one prints it, else from the inline code that does (`inline`).
 */
export function readmeFirstOwnerCommand(readme) {
  const inBlock = shellCommands(readme).find((command) => /\bstaff create\b/.test(command.text));
  if (inBlock) return { ...inBlock, inline: false };
  const lines = readme.split('\n');
  // Inline code may wrap across lines in the Markdown source: search the joined text, blocks left out.
  const prose = lines.map((line) => (line.trim().startsWith('```') ? '' : line)).join(' ');
  const match = /(?<!`)`([^`]*\bstaff create\b[^`]*)`(?!`)/.exec(prose);
  if (!match?.[1]) throw new Error('README.md prints no first-owner command (`… staff create …`)');
  const text = match[1].replace(/\s+/g, ' ').trim();
  const line = lines.findIndex((entry) => entry.includes('staff create')) + 1;
  return { line, text, inline: true };
}

/** Every printed command of the checked documents: { file, line, text }. */
export function printedCommands(repositoryRoot = root) {
  const commands = [];
  for (const file of documentsWithCommands(repositoryRoot)) {
    const markdown = readFileSync(join(repositoryRoot, file), 'utf8');
    for (const command of shellCommands(markdown)) commands.push({ file, ...command });
    if (file === 'README.md') {
      const owner = readmeFirstOwnerCommand(markdown);
      if (owner.inline) commands.push({ file, line: owner.line, text: owner.text });
    }
  }
  return commands;
}

/** The password the journey gives new staff (a placeholder's value; the rules want 12+ characters). */
export const journeyStaffPassword = 'readme journey password 1';
/** The first owner's e-mail: the `<e-mail>` placeholder of the printed commands. */
export const journeyOwnerEmail = 'owner@readme-journey.example';

/**
 * Commands the README journey runs itself (`by: 'journey'`: the start command and the first-owner
 * command, while the shop runs), and those run after the shop stopped, in the order printed
 * (`by: 'after'`), with their placeholders filled by `fill`. `prepare` runs first, in the same
 * way, when a command needs a file a club would bring.
 */
export const runnable = [
  { file: 'README.md', match: /^npx -y pnpm@[\d.]+ install && npx -y pnpm@[\d.]+ start$/, by: 'journey' },
  { file: 'README.md', match: /\bstaff create --email <e-mail> --role owner$/, by: 'journey' },
  { file: 'docs/CONTRIBUTING.md', match: /^npx -y pnpm@[\d.]+ install( #.*)?$/, by: 'after' },
  {
    file: 'docs/CONTRIBUTING.md',
    match: /^node scripts\/new-package\.mjs <name> /,
    by: 'after',
    fill: () => 'node scripts/new-package.mjs docs-check "A package the docs check makes"',
  },
  { file: 'docs/launch-your-shop.md', match: /^clubshop migrate\b/, by: 'after' },
  {
    file: 'docs/launch-your-shop.md',
    match: /^CLUBSHOP_STAFF_PASSWORD='…' clubshop init /,
    by: 'after',
    fill: (text) =>
      text.replace("CLUBSHOP_STAFF_PASSWORD='…'", `CLUBSHOP_STAFF_PASSWORD='${journeyStaffPassword}'`),
  },
  {
    // The club's export from its old shop: the one our own export writes has the same columns.
    file: 'docs/launch-your-shop.md',
    match: /^clubshop import catalogue products_export\.csv --site shop\.klovermarken\.dk --dry-run$/,
    by: 'after',
    prepare: 'clubshop export catalogue --site shop.klovermarken.dk --format csv > products_export.csv',
  },
  {
    file: 'docs/launch-your-shop.md',
    match: /^clubshop import catalogue products_export\.csv --site shop\.klovermarken\.dk$/,
    by: 'after',
  },
  { file: 'docs/launch-your-shop.md', match: /^clubshop export catalogue .*> catalogue\.json$/, by: 'after' },
  { file: 'docs/launch-your-shop.md', match: /^clubshop import catalogue catalogue\.json /, by: 'after' },
  { file: 'docs/launch-your-shop.md', match: /^clubshop export settings .*> settings\.json/, by: 'after' },
  {
    file: 'docs/launch-your-shop.md',
    match: /^clubshop import settings settings\.json .*--dry-run$/,
    by: 'after',
  },
  {
    // A club selling in a culture the shop has no texts for (issue 44): its untranslated keys as
    // a file, then that file imported back (a dry run). The Swedish site is made first, as the
    // guide's `init` does for the Danish one.
    file: 'docs/launch-your-shop.md',
    match: /^clubshop export dictionary --site shop\.svenska\.se --untranslated > dictionary-sv\.json\b/,
    by: 'after',
    prepare: `CLUBSHOP_STAFF_PASSWORD='${journeyStaffPassword}' clubshop init --site shop.svenska.se --name "Svenska IF" --culture sv --country SE --currency SEK --owner owner@svenska.example`,
  },
  {
    file: 'docs/launch-your-shop.md',
    match: /^clubshop import dictionary dictionary-sv\.json --site shop\.svenska\.se --dry-run\b/,
    by: 'after',
  },
  {
    // A member of staff's new password (issue 44), wherever it is printed: for the first owner,
    // the password from CLUBSHOP_STAFF_PASSWORD as for `staff create`.
    match: /\bstaff reset-password\b.*<e-mail>/,
    by: 'after',
  },
];

/** Commands that need what this machine has not, each with the reason. */
export const allowed = [
  {
    file: 'README.md',
    match: /^npx -y pnpm@[\d.]+ install && npx -y pnpm@[\d.]+ run test:all$/,
    reason:
      'the test command itself: the README journey is one of its steps (running it there would recurse)',
  },
  {
    file: 'docs/CONTRIBUTING.md',
    match: /^pnpm install$/,
    reason:
      'needs a global pnpm (CONTRIBUTING: `npm i -g pnpm@…`); the same install runs as `npx -y pnpm@… install`',
  },
  {
    file: 'docs/CONTRIBUTING.md',
    match: /^pnpm changeset\b/,
    reason: 'needs a global pnpm, and asks its questions on a terminal',
  },
  {
    file: 'docs/deployment.md',
    match: /^API_URL=https:\/\/api\.club\.example .* node dist\/server\/server\.js$/,
    reason: "a club's APIs on their own domains (https://api.club.example …): no network here",
  },
  {
    file: 'docs/deployment.md',
    match: /^docker run\b/,
    reason: 'needs Docker and the built image',
  },
  {
    file: 'docs/launch-your-shop.md',
    match: /^curl .*https:\/\/api\.klovermarken\.dk\//,
    reason: "a club's deployed API on its own domain with TLS and a staff token: no network here",
  },
];

/** How a printed command is handled: { runnable } or { allowed }, or {} when it is neither. */
export function classify(command) {
  const text = normalizedCommand(command.text);
  // An entry without `file` holds for every document.
  const byFile = (entry) => (entry.file ?? command.file) === command.file && entry.match.test(text);
  const run = runnable.find(byFile);
  if (run) return { runnable: run };
  const allow = allowed.find(byFile);
  if (allow) return { allowed: allow };
  return {};
}

/** The printed commands that are neither run nor allowed, as "file:line: command" lines. */
export function unclassifiedCommands(repositoryRoot = root) {
  return printedCommands(repositoryRoot)
    .filter((command) => !classify(command).runnable && !classify(command).allowed)
    .map((command) => `${command.file}:${command.line}: ${normalizedCommand(command.text)}`);
}

/** Runs a shell command in `cwd`; resolves with its exit code and the last of its output. */
export function runShell(text, { cwd, env, timeoutMs }) {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', text], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n(timed out after ${Math.round(timeoutMs / 1000)} s)`;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/**
 * Runs, in the clone and in the order printed, every command classified `by: 'after'` (the shop
 * stopped: the embedded database serves one process), with `clubshop` on the PATH as a club's
 * machine has it (the API's bin). Calls `report(name, error?)` for each.
 */
export async function runDocsCommandsInClone(clone, { env, report, scratch }) {
  const bin = join(scratch, 'bin');
  mkdirSync(bin, { recursive: true });
  symlinkSync(join(clone, 'apps', 'commerce-api', 'bin', 'clubshop.mjs'), join(bin, 'clubshop'));
  const shellEnv = {
    ...env,
    PATH: `${bin}:${env.PATH ?? ''}`,
    CLUBSHOP_STAFF_PASSWORD: journeyStaffPassword,
  };
  for (const command of printedCommands(clone)) {
    const { runnable: run } = classify(command);
    if (run?.by !== 'after') continue;
    const filled = run.fill ? run.fill(normalizedCommand(command.text)) : command.text;
    const text = filled.replaceAll('<e-mail>', journeyOwnerEmail);
    const name = `${command.file}:${command.line} runs as printed: ${normalizedCommand(text)}`;
    const started = Date.now();
    let problem;
    for (const step of [run.prepare, text].filter(Boolean)) {
      const result = await runShell(step, { cwd: clone, env: shellEnv, timeoutMs: 10 * 60_000 });
      if (result.code !== 0) {
        problem = new Error(`\`${step}\` exited ${result.code}:\n${result.output.trim()}`);
        break;
      }
    }
    report(name, problem, Date.now() - started);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = unclassifiedCommands();
  const total = printedCommands().length;
  if (problems.length > 0) {
    console.error(
      `✗ ${problems.length} printed command(s) neither run by the README journey nor allowed (scripts/check-docs-commands.mjs):\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
  console.info(
    `✓ each of the ${total} commands printed in README.md and docs/*.md is run or allowed with a reason`,
  );
}
