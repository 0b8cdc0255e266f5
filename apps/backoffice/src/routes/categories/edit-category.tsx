/** Renames, readdresses, moves, reorders or deletes the chosen category. */
import type { AdminCategoryNode } from '@clubshop/api-sdk/admin';
import { Alert, Button, Select, TextField } from '@clubshop/ui-kit';
import { categoryChangeFormSchema } from '@clubshop/validation';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useFieldErrors } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { Card } from '../../components/card.tsx';
import { optionLabel, useCategoryErrorText } from './category-text.ts';
import { type FlatCategory, possibleParents, reorderedSiblings, siblingsOf } from './category-tree.ts';

/**
 * The chosen category: rename, readdress or move it (one PATCH with its ETag), move it up or down
 * among its siblings, or delete it (confirmed first).
 */
export function EditCategory(props: {
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
  // While a save, move or delete (and the tree's refresh after it) runs, the places shown may be
  // stale: a move then would reorder the old siblings, so the other actions wait.
  const busy = save.isPending || move.isPending || remove.isPending;

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
    <Card id="edit-category" title={t('Categories.Edit', { name: label })}>
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
        <Button type="submit" variant="primary" loading={save.isPending} disabled={busy}>
          {t('App.Save')}
        </Button>
      </form>
      {isRoot ? null : (
        <div className="bo-actions">
          <Button variant="secondary" disabled={place <= 0 || busy} onClick={() => move.mutate(-1)}>
            {t('Categories.MoveUp')}
          </Button>
          <Button
            variant="secondary"
            disabled={place < 0 || place >= siblings.length - 1 || busy}
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
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
              {t('Categories.Delete')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
