/**
 * Edits a content page: title, SEO fields and its text (the first rich-text block, made with the
 * small editor; the API sanitises it on write). The save sends the ETag read; a stale one is
 * refused and the page read again.
 */
import type { AdminPageBlock } from '@clubshop/api-sdk/admin';
import { adminQueryKeys } from '@clubshop/api-sdk/admin';
import { Alert, Button, TextField } from '@clubshop/ui-kit';
import { contentPageChangeFormSchema } from '@clubshop/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { admin } from '../../app/admin.ts';
import { useFieldErrors } from '../../app/form-errors.ts';
import { useT } from '../../app/i18n.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { pageQuery } from './page-queries.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

/** The blocks with the first rich-text block's HTML replaced (or one added). */
export function withRichText(blocks: readonly AdminPageBlock[], html: string): AdminPageBlock[] {
  const index = blocks.findIndex((block) => block.type === 'richText');
  if (index === -1) return [...blocks, { type: 'richText', html }];
  return blocks.map((block, at) => (at === index ? { ...block, html } : block));
}

export default function PageEditor({ storeId, id }: { storeId: string; id: string }) {
  const { t } = useT();
  const client = useQueryClient();
  const page = useQuery(pageQuery(storeId, id));
  const [fields, setFields] = useState({ title: '', seoTitle: '', seoDescription: '' });
  const [html, setHtml] = useState<string | undefined>();
  const fieldErrors = useFieldErrors();
  const { errors, formRef } = fieldErrors;
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const data = page.data?.data;
    if (!data) return;
    setFields({
      title: data.title,
      seoTitle: data.seoTitle ?? '',
      seoDescription: data.seoDescription ?? '',
    });
    setHtml(data.blocks.find((block) => block.type === 'richText')?.html ?? '');
  }, [page.data]);
  const save = useMutation({
    mutationFn: () =>
      admin.pages.update(
        storeId,
        id,
        { ...fields, blocks: withRichText(page.data?.data.blocks ?? [], html ?? '') },
        page.data?.etag ?? '',
      ),
    onSuccess: (answer) => {
      client.setQueryData(pageQuery(storeId, id).queryKey, answer);
      void client.invalidateQueries({ queryKey: adminQueryKeys.pages.lists() });
      setSaved(true);
    },
    onError: (error) => {
      fieldErrors.show(fieldErrors.fromApi(error, ['title', 'seoTitle', 'seoDescription']));
      void client.invalidateQueries({ queryKey: pageQuery(storeId, id).queryKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // The page's rules are @clubshop/validation's, the ones the API applies (decision 0054).
    const found = fieldErrors.check(contentPageChangeFormSchema, fields);
    fieldErrors.show(found);
    if (Object.keys(found).length > 0) return;
    save.mutate();
  };
  if (page.isError) return <ErrorMessage error={page.error} />;
  if (!page.data || html === undefined) return <p>{t('App.Loading')}</p>;
  return (
    <>
      <p>
        <Link href="/pages">{t('Page.Back')}</Link>
      </p>
      <h1>{t('Page.Title', { title: page.data.data.title })}</h1>
      <p>
        {page.data.data.storeId} · {page.data.data.path}
      </p>
      <form ref={formRef} onSubmit={submit} noValidate className="bo-card">
        <TextField
          label={t('Pages.PageTitle')}
          required
          value={fields.title}
          error={errors.title}
          onChange={(event) => setFields({ ...fields, title: event.target.value })}
        />
        <TextField
          label={t('Page.SeoTitle')}
          value={fields.seoTitle}
          error={errors.seoTitle}
          onChange={(event) => setFields({ ...fields, seoTitle: event.target.value })}
        />
        <TextField
          label={t('Page.SeoDescription')}
          value={fields.seoDescription}
          error={errors.seoDescription}
          onChange={(event) => setFields({ ...fields, seoDescription: event.target.value })}
        />
        <RichTextEditor
          key={page.data.etag}
          label={t('Page.Body')}
          initialHtml={html}
          onChange={setHtml}
          description={t('Page.Sanitised')}
        />
        {save.isError && Object.keys(errors).length === 0 ? <ErrorMessage error={save.error} /> : null}
        {saved ? <Alert tone="success">{t('App.Saved')}</Alert> : null}
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('App.Save')}
        </Button>
      </form>
    </>
  );
}
