import { useTranslation } from '@clubshop/i18n';
import { Footer as KitFooter } from '@clubshop/ui-kit';
import { lazy, Suspense, useId } from 'react';
import { useNearViewport } from '../../shell/deferred.ts';
import { useSite } from '../../site/site-context-react.ts';
import { headerUsps } from '../header/header-usps.ts';

// The footer is a chunk of its own already; the form (validation rules, fields) is one more.
const FooterNewsletter = lazy(() => import('./FooterNewsletter.tsx'));

/**
 * The shop footer (spec section 2), ui-kit's Footer with the site settings: usps, image, logo,
 * company info, link sections (collapsible below 1024 px), the newsletter form and the copyright.
 */
export default function Footer() {
  const t = useTranslation();
  const headingId = useId();
  const [newsletterRef, newsletterNear] = useNearViewport<HTMLElement>();
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
        <section className="sf-footer__newsletter" aria-labelledby={headingId} ref={newsletterRef}>
          <h2 id={headingId}>{heading}</h2>
          <p>{t('Footer.Newsletter.Text')}</p>
          {/* The form (its rules, its fields) loads as the footer comes near the screen; its height
              is reserved meanwhile (shell.css), so nothing moves when it arrives. */}
          {newsletterNear ? (
            <Suspense fallback={<div className="sf-footer__newsletter-form" aria-busy="true" />}>
              <FooterNewsletter label={heading} />
            </Suspense>
          ) : (
            <div className="sf-footer__newsletter-form" aria-busy="true" />
          )}
        </section>
      }
    />
  );
}
