/** The API headers of the seeded Northbridge GB site, as the shop's client sends them. */
export const northbridgeHeaders = {
  culture: 'en',
  StoreId: 'northbridge-gb',
  currency: 'GBP',
  rootCategoryId: 'northbridge-gb-root',
};
