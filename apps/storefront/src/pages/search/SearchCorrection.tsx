import { useTranslation } from '@clubshop/i18n';
import type { SearchScope } from '../../catalogue/listing-state.ts';
import { useListing } from '../../catalogue/use-listing.ts';
import { searchUrl } from '../../routing/paths.ts';
import { SiteLink } from '../../shell/SiteLink.tsx';

/**
 * What the search answered besides its products (decision 0071): the term as corrected when the
 * products come from words a few edits off ("showing results for shirt"), or, when it found
 * nothing, that it found nothing and the close terms that find products, as links.
 */
export function SearchCorrection({ scope }: { scope: SearchScope }) {
  const t = useTranslation();
  // The same query as the listing's: answered from the same cache entry.
  const data = useListing(scope).result.data;
  if (!data || !scope.term) return null;
  if (data.correctedTerm) {
    return (
      <p className="sf-search-page__correction">
        {t('Search.CorrectedTerm', { term: scope.term, corrected: data.correctedTerm })}
      </p>
    );
  }
  if (data.paging.totalItems > 0) return null;
  return (
    <div className="sf-search-page__correction">
      <p>{t('Search.NoResults', { term: scope.term })}</p>
      {data.suggestions?.length ? (
        <p>
          {t('Search.DidYouMean')}{' '}
          {data.suggestions.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 ? ', ' : null}
              <SiteLink href={searchUrl(suggestion)}>{suggestion}</SiteLink>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
