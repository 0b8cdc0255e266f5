/** A navigation link that says which screen is open. */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/** A link of the navigation; `aria-current="page"` on the open screen and its details. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [location] = useLocation();
  const current = location === href || location.startsWith(`${href}/`);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className="bo-nav__link">
      {children}
    </Link>
  );
}
