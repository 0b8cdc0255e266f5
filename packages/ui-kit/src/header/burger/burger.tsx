'use client';

import { useTranslation } from '@clubshop/i18n';
import { IconButton } from '../../primitives/icon-button/icon-button.tsx';
import { MenuIcon } from '../../primitives/icons/icons.tsx';

/** Props of {@link Burger}. */
export interface BurgerProps {
  /** Whether the mobile navigation it opens is open. */
  expanded: boolean;
  onClick: () => void;
  /** Id of the navigation it controls, when rendered. */
  controls?: string;
  /** Accessible name; default `t('Header.OpenMenu')`. */
  label?: string;
  className?: string;
}

/** The burger button that opens the mobile navigation. */
export function Burger({ expanded, onClick, controls, label, className }: BurgerProps) {
  const t = useTranslation();
  return (
    <IconButton
      data-slot="burger"
      label={label ?? t('Header.OpenMenu')}
      aria-expanded={expanded}
      {...(controls && expanded ? { 'aria-controls': controls } : {})}
      onClick={onClick}
      {...(className ? { className } : {})}
    >
      <MenuIcon />
    </IconButton>
  );
}
