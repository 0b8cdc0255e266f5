import { useAuth } from '@clubshop/auth';
import { useTranslation } from '@clubshop/i18n';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../routing/paths.ts';

const links = [
  { href: paths.profile, key: 'User.Profile.MyAccount' },
  { href: paths.accountDetails, key: 'User.Profile.AccountDetails' },
  { href: paths.orderHistory, key: 'User.Profile.OrderHistory' },
] as const;

/**
 * The layout of the /user/* pages (docs/product/requirements.md#layouts): a heading and a side
 * navigation with My Account, Account Details, Order History and Logout (logs out, then goes to /;
 * a form that posts to the server's `logout` action before the code runs).
 */
export function ProfileLayout({ children }: { children: ReactNode }) {
  const t = useTranslation();
  const { logout } = useAuth();
  const [location, navigate] = useLocation();
  return (
    <div className="sf-profile">
      <h1>{t('User.Profile.Heading')}</h1>
      <div className="sf-profile__body">
        <nav aria-label={t('User.Profile.Heading')} className="sf-profile__nav">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={
                    location === link.href ||
                    (link.href === paths.orderHistory && location.startsWith(link.href))
                      ? 'page'
                      : undefined
                  }
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
            <li>
              {/*
               * A real form: before hydration or without JavaScript it posts to the server's
               * `logout` action (decision 0034), which ends the session and answers 303 home.
               */}
              <form
                method="post"
                action={location}
                className="sf-profile__logout"
                onSubmit={(event) => {
                  event.preventDefault();
                  // The server ends the session first (logout resolves once it has), then home.
                  void logout().then(() => navigate(paths.home));
                }}
              >
                <input type="hidden" name="_action" value="logout" />
                <button type="submit">{t('User.Profile.Logout')}</button>
              </form>
            </li>
          </ul>
        </nav>
        <div className="sf-profile__content">{children}</div>
      </div>
    </div>
  );
}
