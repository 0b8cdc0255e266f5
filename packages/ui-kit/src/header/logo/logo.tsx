import { useTheme } from '@clubshop/theming';
import { cx } from '../../primitives/class-names.ts';
import { Link } from '../../primitives/link/link.tsx';
import './logo.css';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Image url; default the theme's logo. Without one, the site name shows as text. */
  src?: string | undefined;
  /** Alt text; default the theme logo's alt text, else the site name. */
  alt?: string | undefined;
  /** Link target; default `/` (home). */
  href?: string | undefined;
  /**
   * Accessible name of the link (e.g. `t('Header.Home')`); the image keeps its alt text. Default:
   * none, so the link is named by the image.
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

/** The club logo, linking home. Its accessible name is `label`, else the alt text (or the site name). */
export function Logo({ src, alt, href = '/', label, width = 160, height = 48, className }: LogoProps) {
  const theme = useTheme();
  const url = src ?? theme.logo?.url;
  const name = alt ?? theme.logo?.altText ?? theme.siteName;
  return (
    <Link
      href={href}
      variant="subtle"
      className={cx('cs-logo', className)}
      data-slot="logo"
      {...(label ? { 'aria-label': label } : {})}
    >
      {url ? <img src={url} alt={name} width={width} height={height} /> : name}
    </Link>
  );
}
