/**
 * Which built modules must be client modules in React Server Components (decision 0040).
 *
 * A server component's module graph may not create a context, call a hook or hand a function to
 * an element (Next.js refuses the build: `createContext is not a function`, "useState only works
 * in a client component"). A module that does any of that starts with `'use client'`, so a server
 * graph gets a reference to it instead of running it; every other module (tokens, CSS helpers,
 * presentational components without hooks) stays importable and rendered on the server.
 *
 * The rule reads the emitted JavaScript (esbuild drops comments, and JSX is compiled to calls with
 * `onClick: () => …` props), so a word in a doc comment never counts. Plain `.mjs` so the package
 * check (`scripts/check-package.mjs`, plain Node) and the build share it.
 */

// `import { a, b as c } from "x"` (one statement; the names of its braces).
const namedImport = /\bimport\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
// A hook (`useState`, `useAtomValue`, our own `useTranslation`) or `createContext`. `use` alone
// (React 19's `use(promise)`) works in server components and does not count.
const clientOnlyName = /^(use[A-Z]\w*|createContext)$/;
// A function literal given to a DOM event prop: `onClick: () =>`, `onSubmit: async (e) =>`.
const inlineHandler =
  /\bon(?:Click|Change|Submit|Input|Invalid|Reset|Key\w*|Focus|Blur|Mouse\w*|Pointer\w*|Touch\w*|Scroll|Wheel|Toggle|BeforeToggle|Load|Close|Cancel|Drag\w*|Drop|Select|Animation\w*|Transition\w*):\s*(?:async\s+)?(?:\([^()]*\)|[\w$]+)\s*=>/;

/**
 * Whether a built module's directive prologue says `'use client'` (after the shebang and the
 * CommonJS build's `"use strict"`, which share the prologue).
 */
export const hasClientDirective = (code) =>
  /^\s*(?:#![^\n]*\n\s*)?(?:["']use strict["'];?\s*)?["']use client["'];?/.test(code);

/**
 * Why a built module must be a client module, or `undefined` when it is server-safe.
 * @example clientOnlyReason('import { useState } from "react"; useState(0);') // 'calls useState from react'
 */
export function clientOnlyReason(code) {
  for (const [, names, from] of code.matchAll(namedImport)) {
    for (const entry of names.split(',')) {
      const imported = entry
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (!imported || !clientOnlyName.test(imported) || entry.trim().startsWith('type ')) continue;
      // Called (`useState(`, `createContext(`), not only re-exported by a barrel.
      const local = (entry.split(/\s+as\s+/)[1] ?? imported).trim();
      if (new RegExp(`(^|[^\\w$.])${local}\\s*\\(`).test(code)) return `calls ${imported} from ${from}`;
    }
  }
  const handler = code.match(inlineHandler);
  if (handler) return `gives an element a function (${handler[0].trim()})`;
  return undefined;
}
