import type { ContentBlock } from '@clubshop/api-sdk';
import { useI18n } from '@clubshop/i18n';
import { ContactForm, type ContactFormValues } from '@clubshop/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useStorefrontClient } from '../../app/client-context.ts';
import { lazyPage } from '../../app/lazy-page.ts';
import { usePlatform } from '../../app/platform.ts';
import { contentQuery } from '../../content/content-query.ts';
import { useErrorMessage } from '../../forms/error-message.ts';
import { formActionMessage, useFormActionResult } from '../../forms/form-action-result.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { paths } from '../../routing/paths.ts';
import { useSite } from '../../site/site-context-react.ts';

/**
 * The content blocks are a chunk of their own: with them (DOMPurify, the product list and its
 * cards) the contact route came to 31 KB gzip, over the 30 KB a route may load. The page renders
 * them from its first render, so their chunk loads while the content request is under way.
 */
const ContentBlocks = lazyPage<{ blocks: readonly ContentBlock[] }>(() =>
  import('../content/ContentBlocks.tsx').then((module) => ({ default: module.ContentBlocks })),
);

/** Contact (/contact/): the contact page's content and the customer-service form (POST /api/customerservice). */
export default function ContactPage() {
  const i18n = useI18n();
  const { t } = i18n;
  // What the server answered to the form posted before this page's code ran (decision 0034).
  const [posted, clearPosted] = useFormActionResult('contact');
  const client = useStorefrontClient();
  const errorText = useErrorMessage();
  const { origin } = useSite();
  const { sanitizeHtml } = usePlatform();
  const content = useQuery(contentQuery(client, paths.contact, sanitizeHtml));
  const send = useMutation({
    mutationFn: (values: ContactFormValues) =>
      client.customerService.send(
        { ...values, ...(values.phone ? {} : { phone: '' }) },
        `${origin}${paths.contact}`,
      ),
  });
  const route = content.data?.route;
  const seo = route?.seoComposition.view;
  const head = (
    <PageHead
      title={seo?.seoTitle || route?.title}
      description={seo?.seoDescription}
      canonical={seo?.canonicalUrl}
    />
  );
  const blocks =
    route && (route.template === 'contentPage' || route.template === 'termsPage') ? route.blocks : [];
  return (
    <>
      {head}
      <article className="sf-contact">
        <h1>{route?.title ?? t('Contact.Submit')}</h1>
        <Suspense fallback={null}>
          <ContentBlocks blocks={blocks} />
        </Suspense>
        {send.isSuccess || posted?.ok ? (
          <p className="sf-alert sf-alert--success" role="status">
            {t('Contact.Success')}
          </p>
        ) : (
          <ContactForm
            action={paths.contact}
            name="contact"
            hiddenFields={{ _action: 'contact' }}
            initialValues={posted?.values}
            initialErrors={posted?.fieldErrors}
            pending={send.isPending}
            serverError={send.isError ? errorText(send.error) : (formActionMessage(i18n, posted) ?? null)}
            // A refusal rejects: the form keeps every field and shows why (it empties only once sent).
            onSubmit={(values) => {
              clearPosted();
              return send.mutateAsync(values).then(() => undefined);
            }}
          />
        )}
      </article>
    </>
  );
}
