'use client';

import { useTranslation } from '@clubshop/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../primitives/button/button.tsx';
import { cx } from '../../primitives/class-names.ts';
import { IconButton } from '../../primitives/icon-button/icon-button.tsx';
import { CloseIcon, SearchIcon } from '../../primitives/icons/icons.tsx';
import { Input } from '../../primitives/text-field/input.tsx';
import { searchToggleTiming } from './search-toggle-timing.ts';
import './search-toggle.css';

/** Props of {@link SearchToggle}. */
export interface SearchToggleProps {
  /** Called with the trimmed, non-empty term (the app goes to `/search-page/?q=term`). */
  onSearch: (term: string) => void;
  /** Placeholder of the input; default `t('Header.SearchPlaceholder')`. */
  placeholder?: string;
  /**
   * Starts open (e.g. the shopper pressed a stand-in button while this component's code was
   * still loading). Default false.
   */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * A search button ("Open search" / "Close search", `Header.OpenSearch` / `Header.CloseSearch`)
 * that reveals a search input (named `Header.Search`). Submitting a non-empty term calls `onSearch`,
 * then clears and closes; an empty (or blank) term is not submitted. Escape closes and returns
 * focus to the button; a click outside closes it too, but only from 100 ms after it opened, so
 * the click that opened it does not close it again.
 */
export function SearchToggle({ onSearch, placeholder, defaultOpen = false, className }: SearchToggleProps) {
  const t = useTranslation();
  const formId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [term, setTerm] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    inputRef.current?.focus();
    let armed = false;
    const arm = setTimeout(() => {
      armed = true;
    }, searchToggleTiming.clickOutsideDelay);
    const onPointerDown = (event: PointerEvent) => {
      if (armed && !rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      clearTimeout(arm);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    onSearch(trimmed);
    setTerm('');
    close(true);
  };

  return (
    <div ref={rootRef} data-slot="search-toggle" className={cx('cs-search-toggle', className)}>
      <IconButton
        ref={buttonRef}
        label={open ? t('Header.CloseSearch') : t('Header.OpenSearch')}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </IconButton>
      <search>
        <form
          id={formId}
          className="cs-search-toggle__form"
          hidden={!open}
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close(true);
            }
          }}
        >
          <Input
            ref={inputRef}
            type="search"
            name="q"
            aria-label={t('Header.Search')}
            placeholder={placeholder ?? t('Header.SearchPlaceholder')}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            enterKeyHint="search"
            autoComplete="off"
          />
          <Button type="submit" size="sm">
            {t('Header.Search')}
          </Button>
        </form>
      </search>
    </div>
  );
}
