'use client';

import { useTranslation } from '@clubshop/i18n';
import { cx } from '../../primitives/class-names.ts';
import { UserIcon } from '../../primitives/icons/icons.tsx';
import { Link } from '../../primitives/link/link.tsx';
import './header-link.css';

/** Props of {@link AccountLink}. */
export interface AccountLinkProps {
  loggedIn: boolean;
  /** Default `/login/` when logged out, `/user/profile/` when logged in. */
  href?: string;
  /** Label when logged in, e.g. the customer's first name; default `t('Header.Account')`. */
  accountLabel?: string;
  className?: string;
}

/** The header's account link: "Login" (`t('Header.Login')`) when logged out, the account when logged in. */
export function AccountLink({ loggedIn, href, accountLabel, className }: AccountLinkProps) {
  const t = useTranslation();
  const text = loggedIn ? (accountLabel ?? t('Header.Account')) : t('Header.Login');
  return (
    <Link
      href={href ?? (loggedIn ? '/user/profile/' : '/login/')}
      variant="subtle"
      className={cx('cs-header-link', className)}
      data-slot="account-link"
      data-logged-in={loggedIn}
    >
      <UserIcon />
      <span className="cs-header-link__text">{text}</span>
    </Link>
  );
}
