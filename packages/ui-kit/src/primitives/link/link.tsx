'use client';

import { cx } from '../class-names.ts';
import { type LinkRendererProps, useLinkComponent } from './link-component.tsx';
import './link.css';

/** Variants of {@link Link}: `inline` (underlined, link colour) or `subtle` (inherits colour). */
export const linkVariants = ['inline', 'subtle'] as const;

/** Props of {@link Link}. */
export interface LinkProps extends LinkRendererProps {
  variant?: (typeof linkVariants)[number];
}

/**
 * A link rendered through the app's router (see {@link LinkComponentProvider}). A link with
 * `target="_blank"` gets `rel="noopener noreferrer"`.
 */
export function Link({ variant = 'inline', className, target, rel, ...props }: LinkProps) {
  const Renderer = useLinkComponent();
  const safeRel = target === '_blank' ? (rel ?? 'noopener noreferrer') : rel;
  return (
    <Renderer
      data-slot="link"
      data-variant={variant}
      className={cx('cs-link', className)}
      {...(target ? { target } : {})}
      {...(safeRel ? { rel: safeRel } : {})}
      {...props}
    />
  );
}
