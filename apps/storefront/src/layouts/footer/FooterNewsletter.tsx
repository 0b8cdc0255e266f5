import { NewsletterForm } from '@clubshop/ui-kit';
import { useStorefrontClient } from '../../app/client-context.ts';
import { consoleLogger } from '../../app/logger.ts';
import { withMinimumDelay } from '../../app/minimum-delay.ts';
import { newsletterTarget } from '../../newsletter/newsletter-target.ts';
import { useSite } from '../../site/site-context-react.ts';

/**
 * The footer's newsletter signup (docs/product/requirements.md#states, #validation-rules, #errors),
 * ui-kit's NewsletterForm sending to the site's list with its terms page. The request lasts at
 * least the fetch minimum delay (200 ms), so the button's spinner never flashes. Without a list
 * identifier or terms page nothing is sent ("Missing newsletter identifier" is logged) and the form
 * stays as it was (docs/product/requirements.md#errors).
 */
export default function FooterNewsletter({ label }: { label: string }) {
  const client = useStorefrontClient();
  const { settings } = useSite();
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
        onSubmit={async (values) => {
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
