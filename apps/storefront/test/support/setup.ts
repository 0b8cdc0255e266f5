// jsdom has no layout: its window.scrollTo only reports "not implemented". Scrolling is not what
// these tests check (the scroll rules have their own unit tests), so it does nothing here.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
