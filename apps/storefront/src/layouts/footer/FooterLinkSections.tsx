import type { LinkSection } from '@clubshop/api-sdk';
import { useEffect, useState } from 'react';
import { SiteLink } from '../../shell/SiteLink.tsx';

/** Desktop from 1024 px (spec section 9). */
const desktopQuery = '(min-width: 1024px)';

function useIsDesktop(): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(desktopQuery).matches ?? true);
  useEffect(() => {
    const query = window.matchMedia?.(desktopQuery);
    if (!query) return undefined;
    const update = () => setMatches(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return matches;
}

/**
 * The footer's link sections: collapsible below 1024 px, open by default at 1024 px or wider
 * (spec section 2). `<details>` gives the disclosure semantics and keyboard support for free.
 */
export function FooterLinkSections({ sections }: { sections: LinkSection[] }) {
  const isDesktop = useIsDesktop();
  return (
    <>
      {sections.map((section) => (
        <details key={`${section.headline}-${isDesktop}`} className="sf-footer__section" open={isDesktop}>
          <summary>{section.headline}</summary>
          <ul>
            {section.links.map((link) => (
              <li key={link.url}>
                <SiteLink href={link.url} target={link.target}>
                  {link.text}
                </SiteLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}
