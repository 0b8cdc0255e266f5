/** A site's content pages, each with a link to its editor. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useT } from '../../app/i18n.ts';
import { useChosenSite } from '../../app/use-sites.ts';
import { QueryTable } from '../../components/query-table.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import { pagesQuery } from './pages-queries.ts';

export default function PagesList() {
  const { t } = useT();
  const { sites, storeId, setStoreId } = useChosenSite();
  const pages = useQuery(pagesQuery(storeId));
  return (
    <>
      <h1>{t('Pages.Title')}</h1>
      {sites.data ? <SitePicker sites={sites.data.items} value={storeId} onChange={setStoreId} /> : null}
      <QueryTable
        query={pages}
        none={t('Pages.None')}
        caption={t('Pages.Title')}
        rowKey={(page) => page.id}
        columns={[
          {
            id: 'path',
            header: t('Pages.Path'),
            cell: (page) => (
              <Link href={`/pages/${encodeURIComponent(page.storeId)}/${encodeURIComponent(page.id)}`}>
                {page.path}
              </Link>
            ),
          },
          { id: 'title', header: t('Pages.PageTitle'), cell: (page) => page.title },
        ]}
      />
    </>
  );
}
