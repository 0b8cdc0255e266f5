import type { FilterDefinition } from '../filters/filter-types.ts';
import type { ProductSummary } from '../product-card/product-summary.ts';
import type { SizeOption } from '../size-picker/size-picker.tsx';
import type { ColourVariant } from '../variant-picker/variant-picker.tsx';

/** A data: URL image so stories and tests need no image service. */
export function demoImage(label: string, background: string, foreground = '#ffffff'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"><rect width="400" height="500" fill="${background}"/><path d="M120 90l80-30 80 30 70 60-40 50-30-20v250H120V180l-30 20-40-50z" fill="${foreground}" opacity="0.9"/><text x="200" y="470" font-family="sans-serif" font-size="28" text-anchor="middle" fill="${foreground}">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Demo products of the three demo clubs: full price, discounted, preorder, out of stock. */
export const demoProducts: ProductSummary[] = [
  {
    id: 'nb-home-24',
    name: 'Northbridge FC Home Shirt 24/25',
    url: '/northbridge-home-shirt-24-25/',
    image: { url: demoImage('Home', '#0B2545', '#F2C14E'), altText: 'Navy home shirt with gold trim' },
    price: { unitPrice: { amount: 65 } },
    attributes: { colorName: 'Navy' },
    availability: 'InStock',
  },
  {
    id: 'nb-away-24',
    name: 'Northbridge FC Away Shirt 24/25',
    url: '/northbridge-away-shirt-24-25/',
    image: { url: demoImage('Away', '#F2C14E', '#0B2545'), altText: 'Gold away shirt' },
    price: { unitPrice: { amount: 65 }, discountPrice: { amount: 45.5 }, savings: { amount: 19.5 } },
    attributes: { colorName: 'Gold' },
    availability: 'InStock',
  },
  {
    id: 'rr-third-25',
    name: 'Riverside Rovers Third Shirt 25/26',
    url: '/riverside-third-shirt-25-26/',
    image: { url: demoImage('Third', '#1B5E20'), altText: 'Green third shirt' },
    price: { unitPrice: { amount: 70 } },
    attributes: { colorName: 'Forest green' },
    availability: 'InPreorderStock',
    preorder: { expectedDeliveryDate: '2026-07-15' },
  },
  {
    id: 'hca-gk-24',
    name: 'Harbour City Athletic Goalkeeper Shirt',
    url: '/harbour-city-goalkeeper-shirt/',
    image: { url: demoImage('GK', '#81D4FA', '#212121'), altText: 'Sky blue goalkeeper shirt' },
    price: { unitPrice: { amount: 60 } },
    attributes: { colorName: 'Sky blue' },
    availability: 'OutOfStock',
  },
  {
    id: 'nb-scarf',
    name: 'Northbridge FC Bar Scarf',
    url: '/northbridge-bar-scarf/',
    image: { url: demoImage('Scarf', '#0B2545', '#F2C14E'), altText: 'Navy and gold scarf' },
    price: { unitPrice: { amount: 18 } },
    attributes: { colorName: 'Navy/Gold' },
    availability: 'InStock',
  },
  {
    id: 'hca-training',
    name: 'Harbour City Athletic Training Top',
    url: '/harbour-city-training-top/',
    image: null,
    price: { unitPrice: { amount: 40 }, discountPrice: { amount: 30 } },
    attributes: { colorName: 'Red' },
    availability: 'InStock',
  },
];

/** Sizes of a kit, deliberately out of order (the picker sorts them). */
export const demoSizes: SizeOption[] = [
  { id: 'v-xl', label: 'XL', availability: 'InStock' },
  { id: 'v-s', label: 'S', availability: 'InStock' },
  { id: 'v-128', label: '128', availability: 'InStock' },
  { id: 'v-xxl', label: 'XXL', availability: 'OutOfStock' },
  { id: 'v-m', label: 'M', availability: 'InPreorderStock' },
  { id: 'v-164', label: '164', availability: 'InStock' },
  { id: 'v-l', label: 'L', availability: 'InStock' },
  { id: 'v-3xl', label: '3XL', availability: 'InStock' },
];

/** Colour variants of a shirt. */
export const demoVariants: ColourVariant[] = [
  { id: 'nb-home', colorName: 'Navy', image: { url: demoImage('Home', '#0B2545', '#F2C14E') } },
  { id: 'nb-away', colorName: 'Gold', image: { url: demoImage('Away', '#F2C14E', '#0B2545') } },
  { id: 'nb-white', colorName: 'White', colorCode: '#ffffff', availability: 'OutOfStock' },
];

/** The filters of a kit category: all three filter types. */
export const demoFilters: FilterDefinition[] = [
  {
    type: 'Multiple',
    key: 'color',
    label: 'Colour',
    values: [
      { value: 'navy', label: 'Navy', count: 12 },
      { value: 'gold', label: 'Gold', count: 5 },
      { value: 'white', label: 'White', count: 0 },
    ],
  },
  {
    type: 'Multiple',
    key: 'size',
    label: 'Size',
    values: [
      { value: 's', label: 'S', count: 9 },
      { value: 'm', label: 'M', count: 11 },
      { value: 'l', label: 'L', count: 7 },
    ],
  },
  { type: 'Range', key: 'price', label: 'Price', min: 10, max: 90, money: true },
  { type: 'Bit', key: 'sale', label: 'On sale', count: 4 },
];

/** Translations of the catalogue's dictionary keys, as the seed might word them. */
export const catalogueDictionary: Record<string, string> = {
  'Product.Price.Now': 'Now',
  'Product.Price.Was': 'Was',
  'Product.Price.Savings': 'You save {amount}',
  'Product.Badge.Sale': 'Sale',
  'Product.Stock.InStock': 'In stock',
  'Product.Stock.OutOfStock': 'Out of stock',
  'Product.Stock.InPreorderStock': 'Available to preorder',
  'Product.Stock.PreorderDate': 'Expected {date}',
  'Product.List.Empty': 'No products match your choice.',
  'Product.List.Loading': 'Loading products',
  'Product.Size': 'Size',
  'Product.Size.OneSize': 'One size',
  'Product.Style': 'Style',
  'Product.Colour': 'Colour',
  'Catalogue.Paging.Label': 'Pages',
  'Catalogue.Paging.Previous': 'Previous page',
  'Catalogue.Paging.Next': 'Next page',
  'Catalogue.Paging.Page': 'Page {page} of {total}',
  'Catalogue.Sorting.Label': 'Sort by',
  'Catalogue.Sorting.Apply': 'Sort',
  'Catalogue.Filters.Title': 'Filter',
  'Catalogue.Filters.Open': 'Filter ({count})',
  'Catalogue.Filters.Apply': 'Show products',
  'Catalogue.Filters.Clear': 'Clear all',
  'Catalogue.Filters.Min': 'From',
  'Catalogue.Filters.Max': 'To',
  'Common.Close': 'Close',
  'Personalisation.Name': 'Name on shirt',
  'Personalisation.Number': 'Shirt number',
  'Personalisation.Legend': 'Personalise your shirt',
  'Form.Validation.Required': 'This field is required',
  'Form.Validation.InvalidCharacter': 'Use letters and spaces only',
  'Form.Validation.BetweenPlayerNumber': 'Choose a number from {min} to {max}',
};
