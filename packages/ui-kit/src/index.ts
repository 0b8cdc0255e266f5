/** @packageDocumentation Presentational, accessible React components of the ClubShop storefront, styled by the club theme. */
export {};
