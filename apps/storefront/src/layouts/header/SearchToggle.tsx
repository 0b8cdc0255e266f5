import { useTranslation } from '@clubshop/i18n';
import { lazy, Suspense, useId, useState } from 'react';

// The input is needed only once the shopper opens the search.
const SearchForm = lazy(() => import('./SearchForm.tsx'));

/** The header's search toggle: opens (and closes) the search input. */
export function SearchToggle() {
  const t = useTranslation();
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="sf-search">
      <button
        type="button"
        className="sf-icon-button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('Header.CloseSearch') : t('Header.OpenSearch')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchForm id={formId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
