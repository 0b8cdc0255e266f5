import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { freshDocument } from '../../../../tooling/vitest-fresh-document.ts';
import { installClientRects } from './layout.ts';
import { installMatchMedia, resetViewport } from './match-media.ts';

// Shared by every ui-kit test file, run before each one. The files share a jsdom per worker
// (isolate: false, decision 0053): each starts from a document as new as its own jsdom would be.
freshDocument();

// jsdom gets a controllable matchMedia (desktop by default) and client rects for rendered
// elements (the focus trap needs them), and each test starts from an empty document.
installMatchMedia();
installClientRects();

// jsdom has no CSS.escape; user-event needs it to walk radio groups with the arrow keys.
if (typeof globalThis.CSS?.escape !== 'function') {
  const cssEscape = (value: string) => value.replace(/([^\w-])/g, '\\$1');
  Object.defineProperty(globalThis, 'CSS', {
    value: { ...globalThis.CSS, escape: cssEscape },
    configurable: true,
  });
}

// jsdom has no canvas; axe-core probes it for icon ligatures. Answer "no canvas" without noise.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

afterEach(() => {
  cleanup();
  resetViewport();
  document.body.removeAttribute('style');
});
