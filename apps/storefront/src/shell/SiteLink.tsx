import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { useSite } from '../site/site-context-react.ts';

/** Props of {@link SiteLink}. */
export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

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
 * A link from content or settings: a path of this site navigates in the app (no reload); another
 * origin, or a link opening a new window, stays a plain anchor (new windows get `noopener`).
 */
export function SiteLink({ href, target, rel, children, ...rest }: SiteLinkProps) {
  const { origin } = useSite();
  if (isInternal(href, origin) && (!target || target === '_self')) {
    return (
      <Link href={appPath(href, origin)} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target={target} rel={target === '_blank' ? 'noopener noreferrer' : rel} {...rest}>
      {children}
    </a>
  );
}
