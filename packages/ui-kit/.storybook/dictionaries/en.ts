import { type Dictionary, STOREFRONT_TEXTS } from '@clubshop/i18n';
import { basketDictionary } from '../../src/basket/test-utils/demo-basket.ts';
import { catalogueDictionary } from '../../src/catalogue/test-utils/demo-products.ts';
import { formsDictionary } from '../../src/forms/test-utils/demo-forms.ts';
import { newsletterDictionary } from '../../src/newsletter/test-utils/demo-newsletter.ts';
import { ordersDictionary } from '../../src/orders/test-utils/demo-orders.ts';

/**
 * Keys of the header, footer, overlays, error page, dates and validation that no area's demo
 * dictionary holds. Wording as in the demo shop's seed, so Storybook reads like the shop (the
 * registration number, for one, follows `Footer.Cvr` and a colon, as in the shop).
 */
const shellDictionary: Dictionary = {
  'Common.Loading': 'Loading',
  'Common.Close': 'Close',
  'Common.Back': 'Back',
  'Error.Heading': 'Something went wrong',
  'Error.Details': 'Details',
  'Header.Usps': 'Our promises',
  'Header.Home': 'Home',
  'Header.Login': 'Login',
  'Header.Account': 'My account',
  'Header.Basket': 'Basket',
  'Header.Search': 'Search',
  'Header.SearchPlaceholder': 'Search for shirts, scarves, gifts…',
  'Header.OpenSearch': 'Open search',
  'Header.CloseSearch': 'Close search',
  'Header.OpenMenu': 'Open menu',
  'Header.Country': 'Country',
  'Basket.Items.one': '{count} item',
  'Basket.Items.other': '{count} items',
  'Navigation.Main': 'Main navigation',
  'Navigation.Menu': 'Menu',
  'Navigation.ShowSubmenu': 'Show submenu for {name}',
  'Navigation.ShowAll': 'Show all {name}',
  'Footer.Usps': 'Our promises',
  'Footer.Links': 'Footer links',
  'Footer.CompanyInfo': 'Company information',
  'Footer.Cvr': 'Company reg. no.',
  'Personalisation.Player': 'Player',
  'Personalisation.ChoosePlayer': 'Choose a player',
  'Form.Validation.Numeric': 'Only digits are allowed',
  'Form.Validation.MinValue': 'Must be at least {min}',
  'Form.Validation.MaxValue': 'Must be at most {max}',
  'Form.Validation.Between': 'Must be between {min} and {max}',
  // The month names as the storefront writes them in English (one copy, in @clubshop/i18n).
  ...Object.fromEntries(Object.entries(STOREFRONT_TEXTS).filter(([key]) => key.startsWith('Date.Month.'))),
};

/**
 * The English dictionary of every story: the demo dictionaries the components' tests use, plus
 * the shell's keys. German and Danish (`de.ts`, `da.ts`) translate exactly these keys (tested).
 */
export const englishDictionary: Dictionary = {
  ...shellDictionary,
  ...basketDictionary,
  ...catalogueDictionary,
  ...formsDictionary,
  ...ordersDictionary,
  ...newsletterDictionary,
};
