'use client';

import { useI18n } from '@clubshop/i18n';
import { useId } from 'react';
import type { BasketLineData } from '../../basket/basket-lines/basket-line-data.ts';
import { BasketLines } from '../../basket/basket-lines/basket-lines.tsx';

/** Props of {@link OrderLines}. */
export interface OrderLinesProps {
  /** The order's lines (the contract's order lines are basket lines). */
  lines: readonly BasketLineData[];
  /** Heading text; default the text of `User.Orders.Lines`. */
  heading?: string | undefined;
  /** Heading level; default 2. */
  headingLevel?: 2 | 3 | undefined;
}

/**
 * The lines of a placed order or receipt: the basket's line layout without controls, under a
 * heading.
 *
 * Dictionary keys: `User.Orders.Lines`, plus those of BasketLines.
 */
export function OrderLines({ lines, heading, headingLevel = 2 }: OrderLinesProps) {
  const { t } = useI18n();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="cs-order-lines" aria-labelledby={id}>
      <Heading id={id} className="cs-order-lines__heading">
        {heading ?? t('User.Orders.Lines')}
      </Heading>
      <BasketLines lines={lines} readOnly />
    </section>
  );
}
