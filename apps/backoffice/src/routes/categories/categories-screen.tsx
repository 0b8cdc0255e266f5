/**
 * The category tree of a site (owners and editors): the tree as nested lists of buttons (choose
 * one to change it), a form to add a category under any node, and for the chosen category a form
 * to rename it, give it another address or move it under another parent, buttons to move it up
 * or down among its siblings, and a confirmed delete (the API refuses the root and a category
 * with categories or products under it, 409, said in the member's language). Native buttons,
 * fields and selects only: the keyboard reaches everything. A category's key, the path products
 * point at, never changes, so no edit here loses a product.
 */
import { isHttpError } from '@clubshop/api-sdk';
import type { AdminCategoryNode } from '@clubshop/api-sdk/admin';
import { Alert, Button, Select, TextField } from '@clubshop/ui-kit';
import { categoryChangeFormSchema, categoryFormSchema } from '@clubshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { admin } from '../../app/admin.ts';
import {
  type FlatCategory,
  flattenTree,
  possibleParents,
  reorderedSiblings,
  siblingsOf,
} from './category-tree.ts';
import { ErrorMessage, useErrorText } from '../../components/error-message.tsx';
import { useFieldErrors, useSchemaErrors } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { SitePicker } from '../../components/site-picker.tsx';
import { useChosenSite } from '../../app/use-sites.ts';

/** A node's label in a select: indented by its level, so the tree shows in the list. */
function optionLabel(entry: FlatCategory, rootLabel: string): string {
  if (entry.level === 0) return rootLabel;
  return `${'\u2014 '.repeat(entry.level - 1)}${entry.node.name}`;
}

/** The error of a category write in the member's language (a refused delete, a taken address). */
function useCategoryErrorText() {
  const { t } = useT();
  const text = useErrorText();
  return (error: unknown): string => {
    if (isHttpError(error) && error.code === 'Admin.Error.NotEmpty') return t('Categories.NotEmpty');
    if (isHttpError(error) && error.status === 409) return t('Categories.Taken');
    return text(error);
  };
}

export default function Categories() {
  const { t } = useT();
  const client = useQueryClient();
  const { sites, storeId, setStoreId } = useChosenSite();
  const tree = useQuery({
    queryKey: ['categories', storeId],
    queryFn: () => admin.categories.tree(storeId ?? ''),
    enabled: Boolean(storeId),
  });
  const flat = useMemo(() => flattenTree(tree.data?.items ?? []), [tree.data]);
  const [chosenId, setChosenId] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const chosen = flat.find((entry) => entry.node.id === chosenId)?.node;
  const refresh = () => client.invalidateQueries({ queryKey: ['categories', storeId] });

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

/** A level of the tree: each node a button that chooses it, its children nested below. */
function CategoryList(props: {
  nodes: readonly AdminCategoryNode[];
  chosenId: string | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useT();
  return (
    <ul className="bo-tree">
      {props.nodes.map((node) => (
        <li key={node.id}>
          <Button
            variant="secondary"
            aria-pressed={node.id === props.chosenId}
            onClick={() => props.onChoose(node.id)}
          >
            {node.parentId === null ? t('Categories.Root') : node.name}
          </Button>{' '}
          <span className="bo-tree__url">{node.url}</span>
          {node.children.length > 0 ? (
            <CategoryList nodes={node.children} chosenId={props.chosenId} onChoose={props.onChoose} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Adds a category under a chosen node; its address is made from the name unless given. */
function AddCategory(props: {
  storeId: string;
  flat: readonly FlatCategory[];
  defaultParentId: string;
  onAdded: (name: string, id: string) => Promise<void>;
}) {
  const { t } = useT();
  const errorText = useCategoryErrorText();
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const schemaErrors = useSchemaErrors();
  const create = useMutation({
    mutationFn: () =>
      admin.categories.create(props.storeId, {
        name: name.trim(),
        parentId: parentId ?? props.defaultParentId,
      }),
    onSuccess: async ({ data }) => {
      setName('');
      await props.onAdded(data.name, data.id);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The rules of a category's name are @clubshop/validation's, the ones the API applies.
    const found = schemaErrors(categoryFormSchema, { name, parentId: parentId ?? props.defaultParentId });
    setError(found.name);
    if (found.name) {
      document.getElementById('new-category-name')?.focus();
      return;
    }
    create.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="bo-card" aria-labelledby="add-category">
      <h2 id="add-category">{t('Categories.Add')}</h2>
      <TextField
        id="new-category-name"
        label={t('Categories.NewName')}
        required
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <Select
        label={t('Categories.Under')}
        value={parentId ?? props.defaultParentId}
        onChange={(event) => setParentId(event.target.value)}
        options={props.flat.map((entry) => ({
          value: entry.node.id,
          label: optionLabel(entry, t('Categories.Root')),
        }))}
      />
      {create.isError ? <Alert tone="error">{errorText(create.error)}</Alert> : null}
      <Button type="submit" variant="primary" loading={create.isPending}>
        {t('Categories.Add')}
      </Button>
    </form>
  );
}

/**
 * The chosen category: rename, readdress or move it (one PATCH with its ETag), move it up or down
 * among its siblings, or delete it (confirmed first).
 */
function EditCategory(props: {
  storeId: string;
  node: AdminCategoryNode;
  flat: readonly FlatCategory[];
  onDone: (message: string, nextId: string | undefined) => Promise<void>;
}) {
  const { t } = useT();
  const errorText = useCategoryErrorText();
  const { node, storeId } = props;
  const isRoot = node.parentId === null;
  const [values, setValues] = useState({ name: node.name, url: node.url, parentId: node.parentId ?? '' });
  const { errors, formRef, check: schemaErrors, show: showErrors } = useFieldErrors();
  const [confirming, setConfirming] = useState(false);
  const siblings = siblingsOf(props.flat, node.parentId);
  const place = siblings.findIndex((sibling) => sibling.id === node.id);
  const label = isRoot ? t('Categories.Root') : node.name;

  /** The fields the staff changed, as the API takes them. */
  const changeOf = () => ({
    ...(values.name.trim() !== node.name ? { name: values.name.trim() } : {}),
    ...(values.url.trim() !== node.url ? { url: values.url.trim() } : {}),
    ...(!isRoot && values.parentId !== node.parentId ? { parentId: values.parentId } : {}),
  });
  const save = useMutation({
    mutationFn: async (change: ReturnType<typeof changeOf>) => {
      const { etag } = await admin.categories.get(storeId, node.id);
      return admin.categories.update(storeId, node.id, change, etag);
    },
    onSuccess: ({ data }) => props.onDone(t('Categories.Saved', { name: data.name }), data.id),
  });
  const move = useMutation({
    mutationFn: async (direction: -1 | 1) => {
      // Each sibling whose place changes is written with its own ETag.
      for (const change of reorderedSiblings(siblings, node.id, direction)) {
        const { etag } = await admin.categories.get(storeId, change.id);
        await admin.categories.update(storeId, change.id, { sortOrder: change.sortOrder }, etag);
      }
    },
    onSuccess: () => props.onDone(t('Categories.Moved', { name: node.name }), node.id),
  });
  const remove = useMutation({
    mutationFn: () => admin.categories.remove(storeId, node.id),
    onSuccess: () => props.onDone(t('Categories.Deleted', { name: node.name }), undefined),
    onSettled: () => setConfirming(false),
  });
  const failed = save.error ?? move.error ?? remove.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = changeOf();
    // The name must stay filled in even when unchanged; the rest is checked when it changes.
    const found = schemaErrors(categoryChangeFormSchema, { ...change, name: values.name });
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(change);
  };
  return (
    <section className="bo-card" aria-labelledby="edit-category">
      <h2 id="edit-category">{t('Categories.Edit', { name: label })}</h2>
      <p>{t('Categories.Key', { key: node.key || '/' })}</p>
      {failed ? <Alert tone="error">{errorText(failed)}</Alert> : null}
      <form ref={formRef} onSubmit={submit} noValidate className="bo-card">
        <TextField
          id="category-name"
          label={t('Categories.Name')}
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <TextField
          id="category-url"
          label={t('Categories.Url')}
          value={values.url}
          error={errors.url}
          onChange={(event) => setValues({ ...values, url: event.target.value })}
        />
        {isRoot ? null : (
          <Select
            label={t('Categories.Parent')}
            value={values.parentId}
            onChange={(event) => setValues({ ...values, parentId: event.target.value })}
            options={possibleParents(props.flat, node).map((entry) => ({
              value: entry.node.id,
              label: optionLabel(entry, t('Categories.Root')),
            }))}
          />
        )}
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('App.Save')}
        </Button>
      </form>
      {isRoot ? null : (
        <div className="bo-actions">
          <Button variant="secondary" disabled={place <= 0 || move.isPending} onClick={() => move.mutate(-1)}>
            {t('Categories.MoveUp')}
          </Button>
          <Button
            variant="secondary"
            disabled={place < 0 || place >= siblings.length - 1 || move.isPending}
            onClick={() => move.mutate(1)}
          >
            {t('Categories.MoveDown')}
          </Button>
          {confirming ? (
            <>
              <span id="delete-category">{t('Categories.DeleteConfirm', { name: node.name })}</span>
              <Button
                variant="primary"
                aria-describedby="delete-category"
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {t('Categories.DeleteYes')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('Categories.DeleteNo')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('Categories.Delete')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
