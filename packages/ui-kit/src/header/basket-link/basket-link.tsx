'use client';

import { useTranslation } from '@clubshop/i18n';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../../primitives/class-names.ts';
import { BasketIcon } from '../../primitives/icons/icons.tsx';
import { Link } from '../../primitives/link/link.tsx';
import { Spinner } from '../../primitives/spinner/spinner.tsx';
import { VisuallyHidden } from '../../primitives/visually-hidden/visually-hidden.tsx';
import { basketLinkTiming } from './basket-link-timing.ts';
import '../account-link/header-link.css';
import './basket-link.css';

/** Props of {@link BasketLink}: its own, plus data attributes (e.g. `data-testid`) for the link. */
export interface BasketLinkProps {
  [dataAttribute: `data-${string}`]: string | undefined;
  /**
   * Number of items in the basket; `undefined` while it is not known (a page a shared cache gives
   * to every shopper, before the browser has asked): the badge then shows no number and the
   * link's name claims no count.
   */
  quantity: number | undefined;
  /** False while the basket summary is being fetched (the spinner shows). */
  loaded: boolean;
  /** Default `/cart/`. */
  href?: string;
  className?: string;
}

/**
 * The header's basket link with a quantity badge. A spinner replaces the badge until the basket
 * has loaded, and for 1000 ms whenever the quantity changes (`aria-busy` says which, "true" or
 * "false"). The accessible name carries the count once it is known: `t('Header.Basket')` and
 * `t('Basket.Items', { count })`, e.g. "Basket 2 items"; the badge itself is decoration. An
 * unknown quantity (`undefined`, loaded) is an empty badge of the same size (`data-state="unknown"`)
 * and the name "Basket" alone: never a number that may be someone else's (docs/decisions/0078).
 *
 * @example
 * <BasketLink quantity={summary?.quantity} loaded={!fetching} />
 */
export function BasketLink({ quantity, loaded, href = '/cart/', className, ...data }: BasketLinkProps) {
  const t = useTranslation();
  const [animating, setAnimating] = useState(false);
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!loaded) return undefined;
    const before = previous.current;
    previous.current = quantity;
    // The first loaded value is not a change.
    if (before === undefined || before === quantity) return undefined;
    setAnimating(true);
    const timer = setTimeout(() => setAnimating(false), basketLinkTiming.changeAnimation);
    return () => clearTimeout(timer);
  }, [quantity, loaded]);

  const busy = !loaded || animating;
  const known = quantity !== undefined;
  return (
    <Link
      href={href}
      variant="subtle"
      className={cx('cs-header-link', 'cs-basket-link', className)}
      {...data}
      data-slot="basket-link"
      aria-busy={busy}
    >
      <BasketIcon />
      <span className="cs-header-link__text">{t('Header.Basket')}</span>
      <span
        className="cs-basket-link__badge"
        data-state={busy ? 'busy' : known ? 'idle' : 'unknown'}
        aria-hidden="true"
      >
        {busy ? <Spinner size="sm" announce={false} /> : quantity}
      </span>
      {loaded && known ? <VisuallyHidden> {t('Basket.Items', { count: quantity })}</VisuallyHidden> : null}
    </Link>
  );
}
