/** The admin lists' pagination, below the HTTP layer (`shared/pagination.ts`), for the route modules. */
export { offsetOf, type Page, pageQuery, pageQuerySchema, windowOf } from '../shared/pagination.ts';
