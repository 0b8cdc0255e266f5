'use client';

import { useI18n } from '@clubshop/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../primitives/button/button.tsx';
import type { ListingForm } from '../listing-form/listing-form.ts';
import {
  type BitFilter,
  emptyFilterSelection,
  type FilterDefinition,
  type FilterSelection,
  type MultipleFilter,
  type RangeFilter,
} from './filter-types.ts';
import './filters.css';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  filters: readonly FilterDefinition[];
  /** The applied selection; the panel edits a draft of it until Apply. */
  value: FilterSelection;
  /** Called with the draft on Apply, and with an empty selection on Clear. */
  onApply: (selection: FilterSelection) => void;
  /** Id of the element naming the panel (a heading); a form needs a name to be a landmark. */
  labelledBy?: string | undefined;
  /**
   * Makes the panel a native GET form (decision 0077): Apply works before the app's code runs and
   * without JavaScript. See {@link FilterForm} for the fields' names.
   */
  form?: FilterForm | undefined;
}

/**
 * A {@link FilterPanel} as a native GET form ({@link ListingForm}). Its fields are named
 * `f.<key>` (each chosen value of a Multiple filter), `b.<key>` = `1` (a Bit filter on),
 * `r.<key>.min` and `r.<key>.max` (a Range filter).
 */
export interface FilterForm extends ListingForm {
  /** The listing without filters: Clear is a link to it (a button needs the app's code). */
  clearHref?: string | undefined;
}

function withMultiple(
  selection: FilterSelection,
  key: string,
  value: string,
  checked: boolean,
): FilterSelection {
  const current = selection.multiple[key] ?? [];
  const next = checked ? [...current, value] : current.filter((item) => item !== value);
  return { ...selection, multiple: { ...selection.multiple, [key]: next } };
}

function withRange(
  selection: FilterSelection,
  filter: RangeFilter,
  min: number,
  max: number,
): FilterSelection {
  const range = { ...selection.range };
  const low = Math.max(filter.min, Math.min(min, max));
  const high = Math.min(filter.max, Math.max(min, max));
  // The whole range is no filter at all.
  if (low <= filter.min && high >= filter.max) delete range[filter.key];
  else range[filter.key] = { min: low, max: high };
  return { ...selection, range };
}

function withBit(selection: FilterSelection, key: string, on: boolean): FilterSelection {
  const bit = { ...selection.bit };
  if (on) bit[key] = true;
  else delete bit[key];
  return { ...selection, bit };
}

function MultipleField({
  filter,
  selected,
  onToggle,
  named,
}: {
  filter: MultipleFilter;
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  named: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="cs-filters__group">
      <legend className="cs-filters__legend">{filter.label}</legend>
      <ul className="cs-filters__options">
        {filter.values.map((option) => (
          <li key={option.value}>
            <label className="cs-filters__check" htmlFor={`${id}-${option.value}`}>
              <input
                type="checkbox"
                id={`${id}-${option.value}`}
                {...(named ? { name: `f.${filter.key}`, value: option.value } : {})}
                checked={selected.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
              <span>{option.label}</span>
              {option.count != null && <span className="cs-filters__count">({option.count})</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function RangeField({
  filter,
  selected,
  onChange,
  named,
}: {
  filter: RangeFilter;
  selected: { min: number; max: number } | undefined;
  onChange: (min: number, max: number) => void;
  named: boolean;
}) {
  const { t, currency } = useI18n();
  const id = useId();
  const [min, setMin] = useState(String(selected?.min ?? filter.min));
  const [max, setMax] = useState(String(selected?.max ?? filter.max));
  const unit = filter.money ? ` (${currency})` : '';
  const commit = (nextMin: string, nextMax: string) => {
    const low = Number(nextMin === '' ? filter.min : nextMin);
    const high = Number(nextMax === '' ? filter.max : nextMax);
    if (Number.isFinite(low) && Number.isFinite(high)) onChange(low, high);
  };
  return (
    <fieldset className="cs-filters__group">
      <legend className="cs-filters__legend">{filter.label}</legend>
      <div className="cs-filters__range">
        <label htmlFor={`${id}-min`}>
          {t('Catalogue.Filters.Min')}
          {unit}
          <input
            id={`${id}-min`}
            name={named ? `r.${filter.key}.min` : undefined}
            type="number"
            inputMode="decimal"
            min={filter.min}
            max={filter.max}
            value={min}
            onChange={(event) => {
              setMin(event.target.value);
              commit(event.target.value, max);
            }}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label htmlFor={`${id}-max`}>
          {t('Catalogue.Filters.Max')}
          {unit}
          <input
            id={`${id}-max`}
            name={named ? `r.${filter.key}.max` : undefined}
            type="number"
            inputMode="decimal"
            min={filter.min}
            max={filter.max}
            value={max}
            onChange={(event) => {
              setMax(event.target.value);
              commit(min, event.target.value);
            }}
          />
        </label>
      </div>
    </fieldset>
  );
}

function BitField({
  filter,
  on,
  onChange,
  named,
}: {
  filter: BitFilter;
  on: boolean;
  onChange: (on: boolean) => void;
  named: boolean;
}) {
  const id = useId();
  return (
    <div className="cs-filters__group">
      <label className="cs-filters__switch" htmlFor={id}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          id={id}
          {...(named ? { name: `b.${filter.key}`, value: '1' } : {})}
          checked={on}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="cs-filters__switch-track" aria-hidden="true" />
        <span>{filter.label}</span>
        {filter.count != null && <span className="cs-filters__count">({filter.count})</span>}
      </label>
    </div>
  );
}

/**
 * The filters of a product search as a form: checkbox groups with counts (Multiple), minimum and
 * maximum inputs (Range) and switches (Bit). Changes stay in a draft until Apply; Clear applies
 * an empty selection. Shown inline on desktop and inside a slide-in on mobile by {@link Filters}.
 * With `form` it is also a native GET form, and Clear a link ({@link FilterForm}).
 *
 * Dictionary keys: `Catalogue.Filters.Apply`, `Catalogue.Filters.Clear`, `Catalogue.Filters.Min`,
 * `Catalogue.Filters.Max`.
 */
export function FilterPanel({ filters, value, onApply, labelledBy, form }: FilterPanelProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(value);
  // A new applied selection from outside (e.g. the URL changed) replaces the draft.
  const [applied, setApplied] = useState(value);
  const [resetCount, setResetCount] = useState(0);
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
    setResetCount((count) => count + 1);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = emptyFilterSelection();
    setDraft(empty);
    setResetCount((count) => count + 1);
    onApply(empty);
  };
  return (
    <form
      className="cs-filters__panel"
      onSubmit={submit}
      aria-labelledby={labelledBy}
      {...(form ? { method: 'get', action: form.action } : {})}
    >
      {form?.hiddenFields?.map(([field, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name and value may repeat; the order is the key
        <input key={index} type="hidden" name={field} value={value} />
      ))}
      {filters.map((filter) => {
        switch (filter.type) {
          case 'Multiple':
            return (
              <MultipleField
                key={filter.key}
                filter={filter}
                named={form !== undefined}
                selected={draft.multiple[filter.key] ?? []}
                onToggle={(option, checked) =>
                  setDraft((current) => withMultiple(current, filter.key, option, checked))
                }
              />
            );
          case 'Range':
            return (
              <RangeField
                key={`${filter.key}-${resetCount}`}
                filter={filter}
                named={form !== undefined}
                selected={draft.range[filter.key]}
                onChange={(min, max) => setDraft((current) => withRange(current, filter, min, max))}
              />
            );
          case 'Bit':
            return (
              <BitField
                key={filter.key}
                filter={filter}
                named={form !== undefined}
                on={draft.bit[filter.key] === true}
                onChange={(on) => setDraft((current) => withBit(current, filter.key, on))}
              />
            );
          default:
            return null;
        }
      })}
      <div className="cs-filters__actions">
        <Button type="submit" fullWidth>
          {t('Catalogue.Filters.Apply')}
        </Button>
        {form?.clearHref !== undefined ? (
          // A link, so Clear works before the app's code runs too; with it, the panel clears in place.
          <a
            className="cs-button"
            data-slot="button"
            data-variant="outline"
            data-size="md"
            href={form.clearHref}
            onClick={(event) => {
              event.preventDefault();
              clear();
            }}
          >
            {t('Catalogue.Filters.Clear')}
          </a>
        ) : (
          <Button variant="outline" onClick={clear}>
            {t('Catalogue.Filters.Clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
