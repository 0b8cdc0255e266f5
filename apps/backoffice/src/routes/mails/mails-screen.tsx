/**
 * Mail previews (issue 40 item 6, decision 0102): a site, a kind of mail about an order and a
 * language; the API renders a made-up order's mail (`GET /sites/{storeId}/mail-preview`, nothing
 * sent) and the screen shows its subject, its HTML in a sandboxed frame (no script, no form,
 * no navigation of the page; `srcdoc`, so nothing is fetched) and its plain-text part. The frame
 * keeps this origin (`allow-same-origin`, never with `allow-scripts`) only so the screen can put
 * the mail's inline styles back through the CSSOM (`styled-frame.ts`).
 */
import { adminQueryKeys, type PreviewMailKind, previewMailKinds } from '@clubshop/api-sdk/admin';
import { Select } from '@clubshop/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { admin } from '../../app/admin.ts';
import { useT } from '../../app/i18n.ts';
import { useChosenSite } from '../../app/use-sites.ts';
import { Card } from '../../components/card.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { SitePicker } from '../../components/site-picker.tsx';
import type { TextKey } from '../../messages/define-texts.ts';
import type { mailsTexts } from './mails-texts.ts';
import { putStylesBack, withStylesTakenOut } from './styled-frame.ts';

/** The languages a preview is asked in ('' : the site's own). */
const languages = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'da', label: 'Dansk' },
] as const;

export default function Mails() {
  const { t } = useT<TextKey<typeof mailsTexts>>();
  const { sites, storeId, setStoreId } = useChosenSite();
  const [kind, setKind] = useState<PreviewMailKind>('order');
  const [culture, setCulture] = useState('');
  const preview = useQuery({
    queryKey: adminQueryKeys.mailPreviews.detail(storeId ?? '', kind, culture),
    queryFn: () => admin.mails.preview(storeId ?? '', kind, culture || undefined),
    enabled: Boolean(storeId),
    placeholderData: keepPreviousData,
  });
  const mail = preview.data;
  const framed = useMemo(() => (mail?.html ? withStylesTakenOut(mail.html) : undefined), [mail?.html]);
  return (
    <>
      <h1>{t('Mails.Title')}</h1>
      <p>{t('Mails.Intro')}</p>
      <div className="bo-filters">
        {sites.data ? <SitePicker sites={sites.data.items} value={storeId} onChange={setStoreId} /> : null}
        <Select
          label={t('Mails.Kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as PreviewMailKind)}
          options={previewMailKinds.map((value) => ({ value, label: t(`Mails.Kind.${value}`) }))}
        />
        <Select
          label={t('Mails.Culture')}
          value={culture}
          onChange={(event) => setCulture(event.target.value)}
          options={[{ value: '', label: t('Mails.SiteCulture') }, ...languages]}
        />
      </div>
      {preview.isError ? <ErrorMessage error={preview.error} /> : null}
      {mail ? (
        <div className="bo-mail-preview" aria-busy={preview.isFetching}>
          <Card id="mail-subject-label" title={t('Mails.Subject')}>
            <p className="bo-mail-subject" lang={mail.culture}>
              {mail.subject}
            </p>
          </Card>
          <Card id="mail-html-label" title={t('Mails.Html')}>
            {framed ? (
              <iframe
                className="bo-mail-frame"
                title={t('Mails.FrameTitle', { subject: mail.subject })}
                sandbox="allow-same-origin"
                srcDoc={framed.html}
                onLoad={(event) => {
                  const frameDocument = event.currentTarget.contentDocument;
                  if (frameDocument) putStylesBack(frameDocument, framed.styles);
                }}
              />
            ) : (
              <p>{t('Mails.NoHtml')}</p>
            )}
          </Card>
          <Card id="mail-text-label" title={t('Mails.Text')}>
            <pre className="bo-mail-text" lang={mail.culture}>
              {mail.text}
            </pre>
          </Card>
        </div>
      ) : null}
    </>
  );
}
