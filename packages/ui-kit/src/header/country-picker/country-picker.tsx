'use client';

import { useTranslation } from '@clubshop/i18n';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../primitives/class-names.ts';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../primitives/icons/icons.tsx';
import type { CountryOption } from '../header-types.ts';
import { findActiveCountry } from './active-country.ts';
import './country-picker.css';

/** Props of {@link CountryPicker}. */
export interface CountryPickerProps {
  countries: readonly CountryOption[];
  /** The current culture; the entry with the same culture (any case) is marked active. */
  culture: string;
  /** Accessible name of the button; default `t('Header.Country')`. */
  label?: string;
  className?: string;
}

/**
 * Switches to another country's site (menu button pattern): the button shows the active country;
 * Enter, Space or the arrow keys open the menu, arrows / Home / End move, Escape closes and
 * returns focus, Tab leaves. Entries are links to the other sites.
 */
export function CountryPicker({ countries, culture, label, className }: CountryPickerProps) {
  const t = useTranslation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const active = findActiveCountry(countries, culture);
  const activeIndex = active ? countries.indexOf(active) : 0;

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(activeIndex);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(countries.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = countries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  if (countries.length === 0) return null;
  return (
    <div ref={rootRef} data-slot="country-picker" className={cx('cs-country-picker', className)}>
      <button
        ref={buttonRef}
        type="button"
        className="cs-country-picker__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${label ?? t('Header.Country')}: ${active?.name ?? culture}`}
        onClick={() => (open ? close(false) : openAt(activeIndex))}
        onKeyDown={onButtonKeyDown}
      >
        <GlobeIcon />
        <span aria-hidden="true">{active?.name ?? culture}</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label ?? t('Header.Country')}
          className="cs-country-picker__menu"
          onKeyDown={onMenuKeyDown}
        >
          {countries.map((country, index) => (
            <a
              key={country.url}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              href={country.url}
              lang={country.culture}
              tabIndex={index === focusIndex ? 0 : -1}
              aria-current={country === active ? 'true' : undefined}
              className="cs-country-picker__item"
            >
              {country.name}
              {country === active ? <CheckIcon aria-hidden="true" /> : null}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}
