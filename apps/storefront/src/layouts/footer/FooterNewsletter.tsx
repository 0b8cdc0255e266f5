import { NewsletterForm } from '@clubshop/ui-kit';
import { useLocation, useSearch } from 'wouter';
import { useStorefrontClient } from '../../app/client-context.ts';
import { consoleLogger } from '../../app/logger.ts';
import { withMinimumDelay } from '../../app/minimum-delay.ts';
import { useFormActionResult } from '../../forms/form-action-result.ts';
import { NEWSLETTER_ACTION, NEWSLETTER_SECTION_ID } from '../../newsletter/newsletter-form-action.ts';
import { newsletterTarget } from '../../newsletter/newsletter-target.ts';
import { useSite } from '../../site/site-context-react.ts';

/**
 * The footer's newsletter signup (docs/product/requirements.md#states, #validation-rules, #errors),
 * ui-kit's NewsletterForm sending to the site's list with its terms page. The request lasts at
 * least the fetch minimum delay (200 ms), so the button's spinner never flashes. Without a list
 * identifier or terms page nothing is sent ("Missing newsletter identifier" is logged) and the form
 * stays as it was (docs/product/requirements.md#errors).
 *
 * Before its code runs (or without JavaScript) the form posts to the page it is on (the server's
 * `newsletter` action, decision 0034), which comes back to the footer with the thanks, or with the
 * input and the warning.
 */
export default function FooterNewsletter({ label }: { label: string }) {
  const client = useStorefrontClient();
  const { settings } = useSite();
  const [location] = useLocation();
  const search = useSearch();
  const [posted, clearPosted] = useFormActionResult(NEWSLETTER_ACTION);
  const termsUrl = settings?.termsAndConditionsPage?.url;
  // One link to the terms page in the footer: when its link sections hold it, the checkbox names
  // the terms without a second link.
  const footerLinksTerms = settings?.footer.linkSections.some((section) =>
    section.links.some((link) => link.url === termsUrl),
  );
  return (
    <div className="sf-footer__newsletter-form">
      <NewsletterForm
        label={label}
        termsUrl={footerLinksTerms ? undefined : termsUrl}
        action={`${location}${search ? `?${search}` : ''}#${NEWSLETTER_SECTION_ID}`}
        name="newsletter"
        hiddenFields={{ _action: NEWSLETTER_ACTION }}
        initialStatus={
          posted ? (posted.ok ? 'submitted' : posted.fieldErrors ? undefined : 'failed') : undefined
        }
        initialValues={posted?.values}
        initialErrors={posted?.fieldErrors}
        onSubmit={async (values) => {
          clearPosted();
          const target = newsletterTarget(settings, consoleLogger);
          // Nothing to send to (logged): the form stays as it is, no thanks and no warning.
          if (!target) return false;
          try {
            await withMinimumDelay(
              client.users.newsletterSignup(target.listId, {
                termsId: target.termsId,
                email: values.email,
                firstName: values.firstName,
              }),
            );
          } catch (error) {
            consoleLogger.error('Newsletter signup failed', error);
            throw error;
          }
        }}
      />
    </div>
  );
}
