import type { Usp } from '@clubshop/api-sdk';
import type { UspItem } from '@clubshop/ui-kit';

/** The settings' usps as ui-kit's usp items: their icons are assets of the API. */
export function headerUsps(usps: readonly Usp[]): UspItem[] {
  return usps.map((usp) => ({
    text: usp.text,
    link: usp.link,
    showOnMobile: usp.showOnMobile,
    image: usp.image ? { url: usp.image.url } : undefined,
  }));
}
