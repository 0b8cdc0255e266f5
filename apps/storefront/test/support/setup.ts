import { freshDocument } from '../../../../tooling/vitest-fresh-document.ts';

// The test files share a jsdom and a module graph per worker (isolate: false, decision 0061): each
// starts from a document as new as its own jsdom would be.
if (typeof window !== 'undefined') freshDocument();

// jsdom has no layout: its window.scrollTo only reports "not implemented". Scrolling is not what
// these tests check (the scroll rules have their own unit tests), so it does nothing here. (Tests
// of the server run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
