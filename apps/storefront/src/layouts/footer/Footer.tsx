import { useTranslation } from '@clubshop/i18n';
import { lazy, Suspense } from 'react';
import { apiAssetUrl } from '../../shell/asset-url.ts';
import { SiteLink } from '../../shell/SiteLink.tsx';
import { useSite } from '../../site/site-context-react.ts';
import { FooterLinkSections } from './FooterLinkSections.tsx';

// The footer is a chunk of its own already; the form (validation rules) is one more.
const NewsletterForm = lazy(() => import('./NewsletterForm.tsx'));

/** The shop footer (spec section 2): usps, image, logo, company info, link sections, newsletter, copyright. */
export default function Footer() {
  const t = useTranslation();
  const footer = useSite().settings?.footer;
  if (!footer) return <footer className="sf-footer" />;
  const { companyInfo } = footer;
  return (
    <footer className="sf-footer">
      {footer.usps.length > 0 ? (
        <ul className="sf-footer__usps">
          {footer.usps.map((usp) => (
            <li key={usp.text}>
              {usp.link ? <SiteLink href={usp.link.url}>{usp.text}</SiteLink> : usp.text}
            </li>
          ))}
        </ul>
      ) : null}
      {footer.image ? (
        <img
          className="sf-footer__image"
          src={apiAssetUrl(footer.image.url)}
          alt={footer.image.altText ?? ''}
          loading="lazy"
        />
      ) : null}
      <div className="sf-footer__columns">
        <section aria-labelledby="sf-footer-newsletter">
          <h2 id="sf-footer-newsletter">{t('Footer.Newsletter.Heading')}</h2>
          <p>{t('Footer.Newsletter.Text')}</p>
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        </section>
        <FooterLinkSections sections={footer.linkSections} />
        <section aria-label={t('Footer.CompanyInfo')} className="sf-footer__company">
          {footer.logo ? (
            <img src={apiAssetUrl(footer.logo.url)} alt={footer.logo.altText} height={40} loading="lazy" />
          ) : null}
          <address>
            {companyInfo.name}
            <br />
            {companyInfo.address}, {companyInfo.zip} {companyInfo.city}
            <br />
            {t('Footer.Cvr')}: {companyInfo.cvr}
            <br />
            <a href={`mailto:${companyInfo.email}`}>{companyInfo.email}</a>
          </address>
        </section>
      </div>
      <p className="sf-footer__copyright">{footer.copyright}</p>
    </footer>
  );
}
