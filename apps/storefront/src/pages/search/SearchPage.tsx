import { useTranslation } from '@clubshop/i18n';
import { Button, Input } from '@clubshop/ui-kit';
import { useId, useMemo } from 'react';
import { useSearch } from 'wouter';
import { ProductListing } from '../../catalogue/ProductListing.tsx';
import { PageHead } from '../../head/PageHead.tsx';
import { paths, SEARCH_TERM_PARAM } from '../../routing/paths.ts';
import { SearchCorrection } from './SearchCorrection.tsx';

/** The search page (/search-page/?q=term): results for the term, with filters, sorting and paging. */
export default function SearchPage() {
  const t = useTranslation();
  const term = new URLSearchParams(useSearch()).get(SEARCH_TERM_PARAM)?.trim() ?? '';
  const heading = term ? t('Search.ResultsFor', { term }) : t('Search.Heading');
  const head = <PageHead title={heading} robotsIndex={false} />;
  const scope = useMemo(() => ({ term }), [term]);
  const instructionId = useId();
  return (
    <>
      {head}
      <article className="sf-search-page">
        <h1>{heading}</h1>
        {term ? (
          <>
            <SearchCorrection scope={scope} />
            <ProductListing scope={scope} label={heading} />
          </>
        ) : (
          // An empty search (the header's form submits it rather than the browser saying in its
          // own language that the field is required): what to do, in the shop's language, and
          // a form to do it with.
          <search>
            <form className="sf-search-page__form" action={paths.search} method="get">
              <p id={instructionId}>{t('Search.EnterTerm')}</p>
              <Input
                type="search"
                name={SEARCH_TERM_PARAM}
                aria-label={t('Header.Search')}
                aria-describedby={instructionId}
                placeholder={t('Search.Placeholder')}
                enterKeyHint="search"
              />
              <Button type="submit">{t('Search.Submit')}</Button>
            </form>
          </search>
        )}
      </article>
    </>
  );
}
