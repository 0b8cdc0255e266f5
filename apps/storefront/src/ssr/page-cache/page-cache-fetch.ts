/**
 * The header a shared cache sets on its fetch of a page it will keep (Varnish's
 * `vcl_backend_fetch`, which strips it from shoppers' requests): the server renders that page from
 * the API's answers of now rather than the answers it shares between pages for a few seconds
 * (ssr/shared-answers.ts), so the copy fetched right after a purge holds what the purge was for.
 */
export const PAGE_CACHE_FETCH_HEADER = 'Page-Cache-Fetch';
