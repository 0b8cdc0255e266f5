'use client';

import { useI18n } from '@clubshop/i18n';
import { useEffect, useRef } from 'react';
import { Button } from '../../primitives/button/button.tsx';
import { Select } from '../../primitives/select/select.tsx';
import type { ListingForm } from '../listing-form/listing-form.ts';
import './sorting.css';

/** One way to sort a product list. */
export interface SortOption {
  /** The option's key (the search's `Filters.SortOptions`), e.g. `price`. */
  key: string;
  label: string;
}

/** Props of {@link Sorting}. */
export interface SortingProps {
  /** The search answer's `sortOptions` fit as they are. */
  options: readonly SortOption[];
  /** The chosen option's key. */
  value: string;
  onChange: (key: string) => void;
  /** Visible label; default the text of `Catalogue.Sorting.Label`. */
  label?: string | undefined;
  /**
   * Makes the select a native GET form (see {@link ListingForm}) that sends the chosen key as
   * `name`: the sort works before the app's code runs and without JavaScript.
   */
  form?: ListingForm | undefined;
  /** The select's field name in the form; default `sort`. */
  name?: string | undefined;
  /**
   * Shows the form's submit button (a select cannot send its form by itself): for a page whose
   * code has not run, or runs without JavaScript. Once the code runs, choosing applies at once.
   */
  submit?: boolean | undefined;
}

/**
 * The sort order of a product list as a native select: keyboard and screen-reader behaviour come
 * from the platform, and on phones the system picker opens. With `form` it is a GET form that
 * works before the page's code runs (decision 0077).
 *
 * Dictionary keys: `Catalogue.Sorting.Label`, `Catalogue.Sorting.Apply`.
 */
export function Sorting({ options, value, onChange, label, form, name, submit = false }: SortingProps) {
  const { t } = useI18n();
  const control = useRef<HTMLSelectElement>(null);
  // The value the select was last set to from `value` (see the effect below).
  const shown = useRef(value);
  // A choice applied when the code arrived, whose change event React may still replay.
  const appliedOnHydration = useRef<string | undefined>(undefined);
  // The select is uncontrolled and follows `value` only when it changes. A controlled select is
  // set back to its value on every render: a render that lands between the picker setting the
  // shopper's choice and its change event (an answer arriving, a tap on the consent banner
  // replayed) turned "Price: high to low" back into the old choice before the change event read it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the value changes; a new onChange from the parent must not apply a pending pick twice
  useEffect(() => {
    const select = control.current;
    if (!select) return;
    if (shown.current !== value) {
      shown.current = value;
      appliedOnHydration.current = undefined;
      if (select.value !== value) select.value = value;
      return;
    }
    // Mounted on the server's HTML: a choice the shopper made before this code ran (or that made
    // React hydrate the listing to handle it) is on screen but not applied yet. Apply it, rather
    // than put the old sort back.
    if (select.value !== value && appliedOnHydration.current !== select.value) {
      appliedOnHydration.current = select.value;
      onChange(select.value);
    }
  }, [value]);
  const select = (
    <Select
      ref={control}
      fieldClassName="cs-sorting"
      label={label ?? t('Catalogue.Sorting.Label')}
      options={options.map((option) => ({ value: option.key, label: option.label }))}
      defaultValue={value}
      name={form ? (name ?? 'sort') : name}
      onChange={(event) => {
        const chosen = event.target.value;
        // The replayed change event of a choice already applied on hydration.
        if (appliedOnHydration.current === chosen) return;
        onChange(chosen);
      }}
    />
  );
  if (!form) return select;
  return (
    <form className="cs-sorting__form" method="get" action={form.action}>
      {form.hiddenFields?.map(([field, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name and value may repeat; the order is the key
        <input key={index} type="hidden" name={field} value={value} />
      ))}
      {select}
      {submit ? (
        <Button type="submit" variant="outline" size="sm">
          {t('Catalogue.Sorting.Apply')}
        </Button>
      ) : null}
    </form>
  );
}
