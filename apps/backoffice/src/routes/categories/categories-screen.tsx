/**
 * The category tree of a site (owners and editors): the tree as nested lists of buttons (choose
 * one to change it), a form to add a category under any node, and for the chosen category a form
 * to rename it, give it another address or move it under another parent, buttons to move it up
 * or down among its siblings, and a confirmed delete (the API refuses the root and a category
 * with categories or products under it, 409, said in the member's language). Native buttons,
 * fields and selects only: the keyboard reaches everything. A category's key, the path products
 * point at, never changes, so no edit here loses a product.
 */
import { Alert } from '@clubshop/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useT } from '../../app/i18n.ts';
import { useChosenSite } from '../../app/use-sites.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import { AddCategory } from './add-category.tsx';
import { categoryTreeQuery } from './categories-queries.ts';
import { CategoryList } from './category-list.tsx';
import { flattenTree } from './category-tree.ts';
import { EditCategory } from './edit-category.tsx';

export default function Categories() {
  const { t } = useT();
  const client = useQueryClient();
  const { sites, storeId, setStoreId } = useChosenSite();
  const tree = useQuery(categoryTreeQuery(storeId));
  const flat = useMemo(() => flattenTree(tree.data?.items ?? []), [tree.data]);
  const [chosenId, setChosenId] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const chosen = flat.find((entry) => entry.node.id === chosenId)?.node;
  const refresh = () => client.invalidateQueries({ queryKey: categoryTreeQuery(storeId).queryKey });

  return (
    <>
      <h1>{t('Categories.Title')}</h1>
      {sites.data ? (
        <SitePicker
          sites={sites.data.items}
          value={storeId}
          onChange={(value) => {
            setStoreId(value);
            setChosenId(undefined);
            setNotice(undefined);
          }}
        />
      ) : null}
      {tree.isError ? <ErrorMessage error={tree.error} /> : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {tree.data ? (
        <section aria-labelledby="category-tree">
          <h2 id="category-tree">{t('Categories.Tree')}</h2>
          <CategoryList nodes={tree.data.items} chosenId={chosenId} onChoose={setChosenId} />
        </section>
      ) : null}
      {storeId && chosen ? (
        <EditCategory
          key={chosen.id}
          storeId={storeId}
          node={chosen}
          flat={flat}
          onDone={async (message, nextId) => {
            setNotice(message);
            setChosenId(nextId);
            await refresh();
          }}
        />
      ) : null}
      {storeId && flat.length > 0 ? (
        <AddCategory
          storeId={storeId}
          flat={flat}
          defaultParentId={chosen?.id ?? flat[0]?.node.id ?? ''}
          onAdded={async (name, id) => {
            setNotice(t('Categories.Added', { name }));
            setChosenId(id);
            await refresh();
          }}
        />
      ) : null}
    </>
  );
}
