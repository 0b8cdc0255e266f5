/**
 * When a basket query is asked again on its own: every time the tab is shown again (TanStack
 * Query's focus manager: `visibilitychange`), fresh or not, whatever the app's query defaults say.
 * A basket is changed in other tabs and on other devices (a line added, checkout paid there), and
 * a page left open must not go on showing what it no longer holds (decision 0078). No token: no
 * request (the empty basket is known without one).
 *
 * @example
 * useQuery({ ...basketSummaryQuery(session, token) }); // refetchOnWindowFocus: 'always'
 */
export const BASKET_REFETCH_ON_FOCUS = 'always' as const;
