import { useTranslation } from '@clubshop/i18n';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { searchUrl } from '../../routing/paths.ts';

/**
 * The header search (spec section 2): a toggle opens an input; submitting a non-empty term goes to
 * /search-page/?q=term, then clears and closes the input. An empty term is not submitted.
 */
export function SearchToggle() {
  const t = useTranslation();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(searchUrl(trimmed));
    setTerm('');
    setOpen(false);
  };

  return (
    <div className="sf-search">
      <button
        type="button"
        className="sf-icon-button"
        aria-expanded={open}
        aria-controls={`${inputId}-form`}
        onClick={() => {
          setOpen((value) => !value);
          queueMicrotask(() => input.current?.focus());
        }}
      >
        {open ? t('Header.CloseSearch') : t('Header.OpenSearch')}
      </button>
      <search id={`${inputId}-form`} hidden={!open}>
        <form onSubmit={submit}>
          <label htmlFor={inputId} className="sf-visually-hidden">
            {t('Header.Search')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
            name="q"
            value={term}
            placeholder={t('Header.SearchPlaceholder')}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          />
          <button type="submit">{t('Search.Submit')}</button>
        </form>
      </search>
    </div>
  );
}
