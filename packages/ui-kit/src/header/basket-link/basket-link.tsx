import { useTranslation } from '@clubshop/i18n';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../../primitives/class-names.ts';
import { BasketIcon } from '../../primitives/icons/icons.tsx';
import { Link } from '../../primitives/link/link.tsx';
import { Spinner } from '../../primitives/spinner/spinner.tsx';
import { basketLinkTiming } from './basket-link-timing.ts';
import '../account-link/header-link.css';
import './basket-link.css';

/** Props of {@link BasketLink}. */
export interface BasketLinkProps {
  /** Number of items in the basket. */
  quantity: number;
  /** False until the first basket summary fetch has finished (success or failure). */
  loaded: boolean;
  /** Default `/cart/`. */
  href?: string;
  className?: string;
}

/**
 * The header's basket link with a quantity badge. A spinner replaces the badge until the basket
 * has loaded, and for 1000 ms whenever the quantity changes. The accessible name carries the
 * count (`t('Header.Basket')` plus the number).
 */
export function BasketLink({ quantity, loaded, href = '/cart/', className }: BasketLinkProps) {
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
  return (
    <Link
      href={href}
      variant="subtle"
      className={cx('cs-header-link', 'cs-basket-link', className)}
      data-slot="basket-link"
      aria-busy={busy || undefined}
    >
      <BasketIcon />
      <span className="cs-header-link__text">{t('Header.Basket')}</span>
      <span className="cs-basket-link__badge" data-state={busy ? 'busy' : 'idle'}>
        {busy ? <Spinner size="sm" announce={false} /> : quantity}
      </span>
    </Link>
  );
}
