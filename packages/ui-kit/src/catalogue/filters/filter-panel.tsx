'use client';

import { useI18n } from '@clubshop/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../primitives/button/button.tsx';
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
}: {
  filter: MultipleFilter;
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
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
}: {
  filter: RangeFilter;
  selected: { min: number; max: number } | undefined;
  onChange: (min: number, max: number) => void;
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
}: {
  filter: BitFilter;
  on: boolean;
  onChange: (on: boolean) => void;
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
 *
 * Dictionary keys: `Catalogue.Filters.Apply`, `Catalogue.Filters.Clear`, `Catalogue.Filters.Min`,
 * `Catalogue.Filters.Max`.
 */
export function FilterPanel({ filters, value, onApply, labelledBy }: FilterPanelProps) {
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
    <form className="cs-filters__panel" onSubmit={submit} aria-labelledby={labelledBy}>
      {filters.map((filter) => {
        switch (filter.type) {
          case 'Multiple':
            return (
              <MultipleField
                key={filter.key}
                filter={filter}
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
                selected={draft.range[filter.key]}
                onChange={(min, max) => setDraft((current) => withRange(current, filter, min, max))}
              />
            );
          case 'Bit':
            return (
              <BitField
                key={filter.key}
                filter={filter}
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
        <Button variant="outline" onClick={clear}>
          {t('Catalogue.Filters.Clear')}
        </Button>
      </div>
    </form>
  );
}
