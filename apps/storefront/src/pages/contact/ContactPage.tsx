import type { ContentBlock } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { useTranslation } from '@clubshop/i18n';
import { ContactForm, type ContactFormValues } from '@clubshop/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useStorefrontClient } from '../../app/client-context.ts';
import { lazyPage } from '../../app/lazy-page.ts';
import { useErrorMessage } from '../../forms/error-message.ts';
import { usePageHead } from '../../head/use-page-head.ts';
import { paths } from '../../routing/paths.ts';

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
  const t = useTranslation();
  const client = useStorefrontClient();
  const errorText = useErrorMessage();
  const content = useQuery({
    queryKey: queryKeys.content(paths.contact),
    queryFn: ({ signal }) => client.content.resolve(paths.contact, { signal }),
  });
  const send = useMutation({
    mutationFn: (values: ContactFormValues) =>
      client.customerService.send(
        { ...values, ...(values.phone ? {} : { phone: '' }) },
        window.location.href,
      ),
  });
  const route = content.data?.route;
  const seo = route?.seoComposition.view;
  usePageHead(
    seo ? { title: seo.seoTitle, description: seo.seoDescription, canonical: seo.canonicalUrl } : undefined,
  );
  const blocks =
    route && (route.template === 'contentPage' || route.template === 'termsPage') ? route.blocks : [];
  return (
    <article className="sf-contact">
      <h1>{route?.title ?? t('Contact.Submit')}</h1>
      <Suspense fallback={null}>
        <ContentBlocks blocks={blocks} />
      </Suspense>
      {send.isSuccess ? (
        <p className="sf-alert sf-alert--success" role="status">
          {t('Contact.Success')}
        </p>
      ) : (
        <ContactForm
          pending={send.isPending}
          serverError={send.isError ? errorText(send.error) : null}
          // A refusal rejects: the form keeps every field and shows why (it empties only once sent).
          onSubmit={(values) => send.mutateAsync(values).then(() => undefined)}
        />
      )}
    </article>
  );
}
