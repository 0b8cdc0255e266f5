import { useTranslation } from '@clubshop/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { searchUrl } from '../../routing/paths.ts';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  id: string;
  /** Closes the search (after a search, or on Escape). */
  onClose: () => void;
}

/**
 * The header's search input (spec section 2): submitting a non-empty term goes to
 * /search-page/?q=term, then clears and closes the input. An empty term is not submitted.
 */
export default function SearchForm({ id, onClose }: SearchFormProps) {
  const t = useTranslation();
  const [, navigate] = useLocation();
  const [term, setTerm] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(searchUrl(trimmed));
    setTerm('');
    onClose();
  };

  return (
    <search id={id}>
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
            if (event.key === 'Escape') onClose();
          }}
        />
        <button type="submit">{t('Search.Submit')}</button>
      </form>
    </search>
  );
}
