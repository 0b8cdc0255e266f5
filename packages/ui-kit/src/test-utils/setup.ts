import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installClientRects } from './layout.ts';
import { installMatchMedia, resetViewport } from './match-media.ts';

// Shared by every ui-kit test file: jsdom gets a controllable matchMedia (desktop by default) and
// client rects for rendered elements (the focus trap needs them), and each test starts from an
// empty document.
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
