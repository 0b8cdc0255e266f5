import { useTranslation } from '@clubshop/i18n';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { ProductListing } from '../../catalogue/ProductListing.tsx';
import { PageHead } from '../../head/PageHead.tsx';
import { SEARCH_TERM_PARAM } from '../../routing/paths.ts';

/** The search page (/search-page/?q=term): results for the term, with filters, sorting and paging. */
export default function SearchPage() {
  const t = useTranslation();
  const term = new URLSearchParams(useSearch()).get(SEARCH_TERM_PARAM)?.trim() ?? '';
  const heading = term ? t('Search.ResultsFor', { term }) : t('Search.Heading');
  const head = <PageHead title={heading} robotsIndex={false} />;
  const scope = useMemo(() => ({ term }), [term]);
  return (
    <>
      {head}
      <article className="sf-search-page">
        <h1>{heading}</h1>
        {term ? <ProductListing scope={scope} label={heading} /> : <p>{t('Search.Placeholder')}</p>}
      </article>
    </>
  );
}
