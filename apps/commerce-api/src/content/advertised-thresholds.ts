/**
 * Fills the free-delivery threshold into a site's settings document as it is answered: the header
 * and footer selling points (USPs) that say `{freeShippingFrom}` get the amount the site's own
 * shipping methods make delivery free from (`pricing/free-shipping-threshold.ts`).
 */
import type { Db } from '../db/database.ts';
import { fillFreeShippingThreshold, freeShippingThreshold } from '../pricing/free-shipping-threshold.ts';
import { shippingMethodsFor } from '../pricing/shipping.ts';
import type { SiteRow } from '../sites/site-directory.ts';

interface UspLike {
  text: string;
}

interface SettingsWithUsps {
  header?: { usps?: UspLike[] } | undefined;
  footer?: { usps?: UspLike[] } | undefined;
}

/**
 * `settings` with every USP text's threshold filled in for `site` (its country, currency and
 * culture); a USP promising free delivery that no method gives is left out.
 */
export async function withAdvertisedThresholds<T extends SettingsWithUsps>(
  db: Db,
  site: Pick<SiteRow, 'storeId' | 'country' | 'currency' | 'culture'>,
  settings: T,
): Promise<T> {
  const methods = await shippingMethodsFor(db, site.country, site.currency, site.storeId);
  const threshold = freeShippingThreshold(methods, site.currency);
  const fill = (usps: UspLike[] | undefined) =>
    usps?.flatMap((usp) => {
      const text = fillFreeShippingThreshold(usp.text, threshold, site.currency, site.culture);
      return text === undefined ? [] : [{ ...usp, text }];
    });
  return {
    ...settings,
    ...(settings.header ? { header: { ...settings.header, usps: fill(settings.header.usps) } } : {}),
    ...(settings.footer ? { footer: { ...settings.footer, usps: fill(settings.footer.usps) } } : {}),
  };
}
