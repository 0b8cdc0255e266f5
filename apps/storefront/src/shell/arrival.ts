/**
 * The path the shopper arrived on (the server-rendered page), read when the entry loads. The
 * navigation effects load only after the first interaction, which may already have navigated: they
 * compare with this to know whether the page shown is still the one the browser placed.
 */
export const arrivalPath = typeof window === 'undefined' ? '' : window.location.pathname;
