#!/usr/bin/env node
// The repository stands on its own: no file points at the old product specification or design
// notes kept outside it ("spec section N", "the spec", ../shared/spec/, ../shared/design/), and
// every link to a heading of our own documents finds that heading. Links checked:
// - `docs/<path>.md#anchor` anywhere (code comments, test names, Markdown), from the repository
//   root, also as https://github.com/clubshop/clubshop/blob/main/docs/<path>.md#anchor, with the
//   further anchors of the same document that follow it (`…/requirements.md#entities, #basket`);
// - relative Markdown links with an anchor (`[text](../product/requirements.md#roles)`, `(#x)`,
//   `[name]: ../product/requirements.md#roles`).
// Anchors are GitHub's heading slugs. History is left alone: CHANGELOG.md files and .changeset/.
// docs/product/README.md keeps the table from the old references to the anchors on purpose.
//
// Usage: node scripts/check-doc-links.mjs   (exits 1 and lists every problem; a step of test:all)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = normalize(join(dirname(fileURLToPath(import.meta.url)), '..'));
const self = 'scripts/check-doc-links.mjs';
const historyOrBuilt =
  /(^|\/)(node_modules|dist|storybook-static|\.changeset|\.git|\.turbo|coverage)\/|(^|\/)CHANGELOG\.md$/;
const binary = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|tgz|gz|zip|pdf|wasm|node|sqlite|data)$/i;
/** Files that may name the old references: the map from them to the anchors, and this script. */
const mayNameOldReferences = new Set(['docs/product/README.md', self]);

/** What still points outside the repository, each with what to write instead. */
const outsideReferences = [
  { pattern: /\bspec(?:ification)? sections? \d/i, instead: 'an anchor of docs/product/requirements.md' },
  { pattern: /\bspec §/i, instead: 'an anchor of docs/product/requirements.md' },
  { pattern: /\b(?:the|our|storefront) spec\b|\bspec['’]s\b/i, instead: 'docs/product/requirements.md' },
  { pattern: /\bshared\/spec\//, instead: 'docs/product/ (requirements.md, contract.md)' },
  { pattern: /\bshared\/design\//, instead: 'docs/architecture.md' },
];

/** Every file of the repository (tracked, or new and not ignored), as paths from the root. */
function repositoryFiles() {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return [...new Set(listed.split('\0').filter(Boolean))];
  } catch {
    // Not a git checkout (an exported tree): walk it, leaving out what git would ignore anyway.
    const files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (historyOrBuilt.test(`${path}/`)) continue;
        if (entry.isDirectory()) walk(path);
        else if (entry.isFile()) files.push(path);
      }
    };
    walk('');
    return files;
  }
}

/** GitHub's anchor for a heading text: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map();
/** The anchors of a Markdown file (headings outside code fences, HTML ids), or undefined if absent. */
function anchorsOf(path) {
  if (anchorCache.has(path)) return anchorCache.get(path);
  const full = join(root, path);
  let anchors;
  if (existsSync(full)) {
    anchors = new Set();
    const seen = new Map();
    let fenced = false;
    for (const line of readFileSync(full, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) continue;
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (heading) {
        const slug = headingSlug(heading[1]);
        const count = seen.get(slug) ?? 0;
        seen.set(slug, count + 1);
        anchors.add(count === 0 ? slug : `${slug}-${count}`);
      }
      for (const [, id] of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id);
    }
  }
  anchorCache.set(path, anchors);
  return anchors;
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** A problem with `target#anchor` (a path from the root), or undefined when both exist. */
function brokenLink(target, anchor) {
  const anchors = anchorsOf(target);
  if (!anchors) return `${target} does not exist`;
  if (anchor !== undefined && !anchors.has(anchor)) return `${target} has no heading #${anchor}`;
  return undefined;
}

// `docs/…md#a` from the root (not a relative `../docs/…` path), or in a GitHub URL of this
// repository; then `, #b`, ` and #c` of the same document, also across a comment's line break.
const rootLink =
  /(?:(?<![\w./-])|github\.com\/clubshop\/clubshop\/blob\/main\/)(docs\/[\w./-]+?\.md)#([\w-]+)/g;
const furtherAnchor = /^(?:,|\s+and)(?:\s|\*|\/\/)*#([a-z0-9][\w-]*)/;
// `[text](target)`, and a reference definition `[name]: target` on a line of its own.
const markdownLink = /\]\(([^()\s]+)\)|^ {0,3}\[[^\]]+\]:\s*(\S+)/gm;

const problems = [];
let linksChecked = 0;
const files = repositoryFiles().filter((path) => !historyOrBuilt.test(path) && !binary.test(path));
for (const path of files) {
  const full = join(root, path);
  if (!existsSync(full)) continue; // deleted in the work tree, not yet committed
  const text = readFileSync(full, 'utf8');
  if (text.includes('\0')) continue;
  const report = (index, message) => problems.push(`${path}:${lineOf(text, index)}: ${message}`);

  if (!mayNameOldReferences.has(path)) {
    for (const { pattern, instead } of outsideReferences) {
      const global = new RegExp(pattern.source, `${pattern.flags}g`);
      for (const match of text.matchAll(global))
        report(match.index, `"${match[0]}" points outside the repository; link ${instead} instead`);
    }
  }

  for (const match of text.matchAll(rootLink)) {
    const [, target, anchor] = match;
    const anchors = [anchor];
    let rest = text.slice(match.index + match[0].length);
    for (let further = furtherAnchor.exec(rest); further; further = furtherAnchor.exec(rest)) {
      anchors.push(further[1]);
      rest = rest.slice(further[0].length);
    }
    for (const each of anchors) {
      linksChecked += 1;
      const broken = brokenLink(target, each);
      if (broken) report(match.index, `link ${target}#${each}: ${broken}`);
    }
  }

  if (path.endsWith('.md')) {
    for (const match of text.matchAll(markdownLink)) {
      const link = match[1] ?? match[2];
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || !link.includes('#')) continue;
      const [file, anchor] = link.split('#');
      const target = file ? relative(root, join(root, dirname(path), file)) : path;
      if (!target.endsWith('.md') || target.startsWith('..')) continue;
      linksChecked += 1;
      const broken = brokenLink(target, anchor);
      if (broken) report(match.index, `link ${link}: ${broken}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Documentation links: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `Documentation links: ${files.length} files, no reference outside the repository, ${linksChecked} anchor links found.`,
);
