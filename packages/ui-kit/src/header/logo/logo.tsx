'use client';

import { useTheme } from '@clubshop/theming';
import { cx } from '../../primitives/class-names.ts';
import { Link } from '../../primitives/link/link.tsx';
import './logo.css';

/**
 * Props of {@link Logo}: `url` and `altText` are the site settings' `logo` as the contract gives
 * it, so `<Logo {...settings.logo} />` works.
 */
export interface LogoProps {
  /**
   * Image url; default the theme's logo (also for `''`, what a new shop's settings hold). Without
   * one, the site name shows as text.
   */
  url?: string | undefined;
  /** Alt text; default the theme logo's alt text, else the site name. */
  altText?: string | undefined;
  /** Link target; default `/` (home). */
  href?: string | undefined;
  /**
   * Accessible name of the link (e.g. `t('Header.Home')`); the image keeps its alt text. Default:
   * none, so the link is named by the image. Not used when the site name shows as text: a link's
   * name must hold its visible text (WCAG 2.5.3), so the name is its name then.
   */
  label?: string | undefined;
  /**
   * The box the image is fitted into (CSS pixels; default 160 x 48). The image's real size is not
   * known before it loads: a fixed box keeps the header from shifting when it arrives.
   */
  width?: number | undefined;
  height?: number | undefined;
  className?: string | undefined;
}

/**
 * The club logo, linking home. Its accessible name is `label`, else the alt text; without an image,
 * the site name it shows.
 *
 * @example
 * const { logo } = (await client.settings.get(pageUrl)).views.clubSettings;
 * <Logo {...logo} label={t('Header.Home')} width={120} height={40} />
 */
export function Logo({ url, altText, href = '/', label, width = 160, height = 48, className }: LogoProps) {
  const theme = useTheme();
  const imageUrl = url || theme.logo?.url;
  const name = altText ?? theme.logo?.altText ?? theme.siteName;
  return (
    <Link
      href={href}
      variant="subtle"
      className={cx('cs-logo', className)}
      data-slot="logo"
      {...(label && imageUrl ? { 'aria-label': label } : {})}
    >
      {imageUrl ? <img src={imageUrl} alt={name} width={width} height={height} /> : name}
    </Link>
  );
}
