import { SearchToggle } from '@clubshop/ui-kit';
import { useLocation } from 'wouter';
import { searchUrl } from '../../routing/paths.ts';

/**
 * ui-kit's search toggle going to /search-page/?q=term (docs/product/requirements.md#header), as
 * the default export of its own chunk. `defaultOpen`: the shopper pressed the stand-in button
 * before this chunk arrived.
 */
export default function HeaderSearch({ defaultOpen }: { defaultOpen: boolean }) {
  const [, navigate] = useLocation();
  return <SearchToggle defaultOpen={defaultOpen} onSearch={(term) => navigate(searchUrl(term))} />;
}
