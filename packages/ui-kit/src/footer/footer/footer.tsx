'use client';

import { useTranslation } from '@clubshop/i18n';
import type { ReactNode } from 'react';
import { UspItemContent } from '../../header/usp-strip/usp-item-content.tsx';
import { cx } from '../../primitives/class-names.ts';
import { useIsDesktop } from '../../primitives/hooks/use-media-query.ts';
import type { FooterData } from '../footer-types.ts';
import { FooterSection } from './footer-link-section.tsx';
import './footer.css';

/** Props of {@link Footer}: the site settings' footer plus a slot for the newsletter form. */
export interface FooterProps extends FooterData {
  /** The newsletter signup form (from the newsletter area), shown beside the links. */
  newsletterSlot?: ReactNode;
  className?: string;
}

/**
 * The site footer: usps, image, link sections (collapsible below 1024 px, open at 1024 px and
 * wider; SSR renders them open), newsletter slot, logo, company info (a region named
 * `t('Footer.CompanyInfo')`; the registration number after `t('Footer.Cvr')`) and copyright.
 *
 * @example
 * // `settings` is the site's views.clubSettings (GET /api/settings)
 * <Footer {...settings.footer} newsletterSlot={<NewsletterForm onSubmit={subscribe} />} />
 */
export function Footer({
  usps = [],
  image,
  logo,
  companyInfo,
  linkSections = [],
  copyright,
  newsletterSlot,
  className,
}: FooterProps) {
  const t = useTranslation();
  const isDesktop = useIsDesktop();
  const place = companyInfo ? [companyInfo.zip, companyInfo.city].filter(Boolean).join(' ') : '';
  return (
    <footer data-slot="footer" className={cx('cs-footer', className)}>
      <div className="cs-footer__inner">
        {usps.length > 0 ? (
          <ul className="cs-footer__usps" aria-label={t('Footer.Usps')}>
            {usps.map((item) => (
              <li key={`${item.text}-${item.link?.url ?? ''}`}>
                <UspItemContent item={item} />
              </li>
            ))}
          </ul>
        ) : null}
        {linkSections.length > 0 ? (
          <nav className="cs-footer__sections" aria-label={t('Footer.Links')}>
            {linkSections.map((section) => (
              <FooterSection key={section.headline} section={section} isDesktop={isDesktop} />
            ))}
          </nav>
        ) : null}
        <div className="cs-footer__aside">
          {/* Forms keep the page's own colours (their labels, fields and errors are made for them). */}
          {newsletterSlot ? <div className="cs-footer__newsletter">{newsletterSlot}</div> : null}
          {image ? (
            <img
              className="cs-footer__image"
              src={image.url}
              alt={image.altText ?? ''}
              loading="lazy"
              {...(image.width && image.height ? { width: image.width, height: image.height } : {})}
            />
          ) : null}
        </div>
        <div className="cs-footer__bottom">
          {logo ? (
            <img className="cs-footer__logo" src={logo.url} alt={logo.altText ?? ''} loading="lazy" />
          ) : null}
          {companyInfo ? (
            <section aria-label={t('Footer.CompanyInfo')} data-slot="company-info">
              <address className="cs-footer__company">
                <strong>{companyInfo.name}</strong>
                {companyInfo.cvr ? (
                  <div>
                    {t('Footer.Cvr')}: {companyInfo.cvr}
                  </div>
                ) : null}
                {companyInfo.address ? <div>{companyInfo.address}</div> : null}
                {place ? <div>{place}</div> : null}
                {companyInfo.email ? (
                  <div>
                    <a href={`mailto:${companyInfo.email}`}>{companyInfo.email}</a>
                  </div>
                ) : null}
              </address>
            </section>
          ) : null}
          {copyright ? <p className="cs-footer__copyright">{copyright}</p> : null}
        </div>
      </div>
    </footer>
  );
}
