import type { ComponentProps } from 'react';
import { useSite } from '../site/site-context-react.ts';
import { followInApp, useNavigateInApp } from './in-app-navigation.tsx';

/** Props of {@link SiteLink}: an anchor's, with its `href` required. */
export type SiteLinkProps = ComponentProps<'a'> & { href: string };

function isInternal(href: string, origin: string): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true;
  try {
    return new URL(href).origin === origin;
  } catch {
    return false;
  }
}

/**
 * A plain path of this site, which the URL parser would give back unchanged: no `.` or `..`
 * segment, nothing to percent-encode, no escape to decode.
 */
const plainPath = /^\/(?!\/)(?![^?#]*\/\.)[\w\-./~!$&'()*+,;=:@?#]*$/;

/** The path, query and fragment an internal link navigates to. */
function appPath(href: string, origin: string): string {
  // Most links are plain paths already: no URL to parse, on every link of every server render.
  if (plainPath.test(href)) return href;
  const url = new URL(href, origin);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A link of the shop (ui-kit's links render through it, see DefaultLayout) or from content and
 * settings: a path of this site navigates in the app (no reload); another origin, or a link
 * opening a new window, stays a plain anchor (new windows get `noopener`). One anchor, no router
 * component inside: the navigate comes from `InAppNavigation` (in-app-navigation.tsx) above.
 */
export function SiteLink({ href, target, rel, children, onClick, ...rest }: SiteLinkProps) {
  const { origin } = useSite();
  const navigate = useNavigateInApp();
  if (isInternal(href, origin) && (!target || target === '_self')) {
    const path = appPath(href, origin);
    return (
      <a
        href={path}
        rel={rel}
        {...rest}
        onClick={navigate ? (event) => followInApp(event, path, navigate, onClick) : onClick}
      >
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : rel}
      onClick={onClick}
      {...rest}
    >
      {children}
    </a>
  );
}
