import type { SortDirection, SortOption } from '@clubshop/api-sdk';
import type { Translate } from '@clubshop/i18n';

/** One entry of the sort select: a sort option in one direction. */
export interface SortChoice {
  /** `price` or `price:desc`: the select's value. */
  key: string;
  label: string;
  sort: string;
  direction: SortDirection | undefined;
}

/** The select's value of a sort and direction. */
export function sortChoiceKey(sort: string, direction: SortDirection | undefined): string {
  return direction === 'desc' ? `${sort}:desc` : sort;
}

/**
 * The sort select's entries from the search answer's options: price comes twice, low to high and
 * high to low (`Sorting=desc`); the others as the API names them.
 *
 * Dictionary keys: `Catalogue.Sorting.PriceAscending`, `Catalogue.Sorting.PriceDescending`.
 */
export function sortChoices(options: readonly SortOption[], t: Translate): SortChoice[] {
  return options.flatMap((option): SortChoice[] =>
    option.key === 'price'
      ? [
          { key: 'price', label: t('Catalogue.Sorting.PriceAscending'), sort: 'price', direction: undefined },
          {
            key: 'price:desc',
            label: t('Catalogue.Sorting.PriceDescending'),
            sort: 'price',
            direction: 'desc',
          },
        ]
      : [{ key: option.key, label: option.label, sort: option.key, direction: undefined }],
  );
}
