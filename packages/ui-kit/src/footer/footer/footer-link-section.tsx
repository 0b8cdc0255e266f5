'use client';

import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../primitives/icons/icons.tsx';
import { Link } from '../../primitives/link/link.tsx';
import type { FooterLinkSection } from '../footer-types.ts';

/**
 * One footer link section. Below 1024 px it is a disclosure (heading button, collapsed by
 * default); at 1024 px or wider it is open and its heading is plain text.
 */
export function FooterSection({ section, isDesktop }: { section: FooterLinkSection; isDesktop: boolean }) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const open = isDesktop || expanded;
  return (
    <div data-slot="footer-section">
      <h2 className="cs-footer__section-heading">
        {isDesktop ? (
          section.headline
        ) : (
          <button
            type="button"
            className="cs-footer__section-toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {section.headline}
            <ChevronDownIcon aria-hidden="true" />
          </button>
        )}
      </h2>
      <ul id={listId} className="cs-footer__links" hidden={!open}>
        {section.links.map((link) => (
          <li key={`${link.url}-${link.text}`}>
            <Link href={link.url} variant="subtle" {...(link.target ? { target: link.target } : {})}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
