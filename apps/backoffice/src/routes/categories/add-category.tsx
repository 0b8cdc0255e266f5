/** Adds a category under the chosen parent. */
import { Alert, Button, Select, TextField } from '@clubshop/ui-kit';
import { categoryFormSchema } from '@clubshop/validation';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useSchemaErrors } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { optionLabel, useCategoryErrorText } from './category-text.ts';
import type { FlatCategory } from './category-tree.ts';

/** Adds a category under a chosen node; its address is made from the name unless given. */
export function AddCategory(props: {
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
