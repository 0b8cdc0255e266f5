'use client';

import { useI18n } from '@clubshop/i18n';
import type { MouseEvent, ReactNode } from 'react';
import { pageWindow } from './page-window.ts';
import './paging.css';

/** Props of {@link Paging}. */
export interface PagingProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /**
   * The URL of a page: pages render as links (crawlable, open in a new tab). Without it they
   * render as buttons.
   */
  hrefForPage?: ((page: number) => string) | undefined;
  /** Called with the chosen page (after a link's click, or a button's). */
  onPageChange?: ((page: number, event: MouseEvent<HTMLElement>) => void) | undefined;
  /** Accessible name of the navigation; default the text of `Catalogue.Paging.Label`. */
  label?: string | undefined;
}

/**
 * Page navigation: previous, numbered pages around the current one with gaps, next. The current
 * page carries `aria-current="page"`; at either end previous/next are disabled. Renders nothing
 * for a single page.
 *
 * Dictionary keys: `Catalogue.Paging.Label`, `Catalogue.Paging.Previous`, `Catalogue.Paging.Next`,
 * `Catalogue.Paging.Page` (`{page}`, `{total}`: "Page 2 of 5").
 */
export function Paging({ page, pageCount, hrefForPage, onPageChange, label }: PagingProps) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (
    target: number,
    content: ReactNode,
    options: { name: string; className: string; current?: boolean; disabled?: boolean },
  ) => {
    const { name, className, disabled = false } = options;
    const ariaCurrent = options.current ? ('page' as const) : undefined;
    const onClick = onPageChange
      ? (event: MouseEvent<HTMLElement>) => onPageChange(target, event)
      : undefined;
    if (hrefForPage) {
      // No page to go to: a plain mark, hidden from screen readers (there is nothing to activate).
      if (disabled) {
        return (
          <span className={className} data-disabled="true" aria-hidden="true">
            {content}
          </span>
        );
      }
      return (
        <a
          className={className}
          href={hrefForPage(target)}
          aria-current={ariaCurrent}
          aria-label={name}
          onClick={onClick}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={className}
        aria-current={ariaCurrent}
        aria-label={name}
        disabled={disabled}
        onClick={onClick}
      >
        {content}
      </button>
    );
  };

  return (
    <nav className="cs-paging" aria-label={label ?? t('Catalogue.Paging.Label')}>
      <ul className="cs-paging__list">
        <li>
          {control(current - 1, <span aria-hidden="true">‹</span>, {
            name: t('Catalogue.Paging.Previous'),
            className: 'cs-paging__step',
            disabled: current === 1,
          })}
        </li>
        {pageWindow(current, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
            <li key={`gap-${index}`} className="cs-paging__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              {control(slot, slot, {
                name: t('Catalogue.Paging.Page', { page: slot, total: pageCount }),
                className: 'cs-paging__page',
                current: slot === current,
              })}
            </li>
          ),
        )}
        <li>
          {control(current + 1, <span aria-hidden="true">›</span>, {
            name: t('Catalogue.Paging.Next'),
            className: 'cs-paging__step',
            disabled: current === pageCount,
          })}
        </li>
      </ul>
    </nav>
  );
}
