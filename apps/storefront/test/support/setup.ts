import { configure } from '@testing-library/react';

// jsdom has no layout: its window.scrollTo only reports "not implemented". Scrolling is not what
// these tests check (the scroll rules have their own unit tests), so it does nothing here.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// The first call of a page loads the api client's chunk and goes through the in-process API:
// give findBy*/waitFor time for that on a busy machine (they still fail when nothing shows).
configure({ asyncUtilTimeout: 10_000 });
