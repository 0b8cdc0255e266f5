import { useTheme } from '@clubshop/theming';
import { cx } from '../../primitives/class-names.ts';
import { Link } from '../../primitives/link/link.tsx';
import './logo.css';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Image url; default the theme's logo. Without one, the site name shows as text. */
  src?: string;
  /** Alt text; default the theme logo's alt text, else the site name. */
  alt?: string;
  /** Link target; default `/` (home). */
  href?: string;
  className?: string;
}

/** The club logo, linking home. Its accessible name is the alt text (or the site name). */
export function Logo({ src, alt, href = '/', className }: LogoProps) {
  const theme = useTheme();
  const url = src ?? theme.logo?.url;
  const name = alt ?? theme.logo?.altText ?? theme.siteName;
  return (
    <Link href={href} variant="subtle" className={cx('cs-logo', className)} data-slot="logo">
      {url ? <img src={url} alt={name} height={48} /> : name}
    </Link>
  );
}
