import { useTranslation } from '@clubshop/i18n';
import { Footer as KitFooter } from '@clubshop/ui-kit';
import { useId } from 'react';
import { NEWSLETTER_SECTION_ID } from '../../newsletter/newsletter-form-action.ts';
import { useSite } from '../../site/site-context-react.ts';
import { headerUsps } from '../header/header-usps.ts';
import FooterNewsletter from './FooterNewsletter.tsx';

/**
 * The shop footer (docs/product/requirements.md#footer), ui-kit's Footer with the site settings:
 * usps, image, logo, company info, link sections (collapsible below 1024 px), the newsletter form
 * and the copyright.
 */
export default function Footer() {
  const t = useTranslation();
  const headingId = useId();
  const footer = useSite().settings?.footer;
  if (!footer) return <footer className="sf-footer" />;
  const heading = t('Footer.Newsletter.Heading');
  return (
    <KitFooter
      className="sf-footer"
      usps={headerUsps(footer.usps)}
      image={footer.image ? { url: footer.image.url, altText: footer.image.altText } : undefined}
      logo={footer.logo ? { url: footer.logo.url, altText: footer.logo.altText } : undefined}
      companyInfo={footer.companyInfo}
      linkSections={footer.linkSections}
      copyright={footer.copyright}
      newsletterSlot={
        <section className="sf-footer__newsletter" id={NEWSLETTER_SECTION_ID} aria-labelledby={headingId}>
          <h2 id={headingId}>{heading}</h2>
          <p>{t('Footer.Newsletter.Text')}</p>
          {/* In the server's HTML: a real form that posts before the footer's code loads. */}
          <FooterNewsletter label={heading} />
        </section>
      }
    />
  );
}
