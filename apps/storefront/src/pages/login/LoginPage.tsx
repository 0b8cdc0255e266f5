import { useAuth, useRegister } from '@clubshop/auth';
import { useTranslation } from '@clubshop/i18n';
import { LoginForm, RegisterForm } from '@clubshop/ui-kit';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PageHead } from '../../head/PageHead.tsx';
import { paths } from '../../routing/paths.ts';

/** Login and register (/login/): a successful login goes to My Account. */
export default function LoginPage() {
  const t = useTranslation();
  const { login } = useAuth();
  const register = useRegister();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const head = <PageHead title={t('User.Login.Heading')} robotsIndex={false} />;
  return (
    <>
      {head}
      <div className="sf-account-forms">
        <section aria-labelledby="sf-login-heading">
          <h1 id="sf-login-heading">{t('User.Login.Heading')}</h1>
          <LoginForm
            labelledBy="sf-login-heading"
            pending={pending}
            serverError={failed ? t('User.Login.Failed') : null}
            forgotPasswordHref={paths.forgotPassword}
            onSubmit={async ({ email, password }) => {
              setPending(true);
              setFailed(false);
              const ok = await login({ username: email, password });
              setPending(false);
              if (ok) navigate(paths.profile);
              else setFailed(true);
            }}
          />
        </section>
        <section aria-labelledby="sf-register-heading">
          <h2 id="sf-register-heading">{t('User.Register.Heading')}</h2>
          <RegisterForm
            labelledBy="sf-register-heading"
            pending={register.isPending}
            serverError={register.isError ? register.error.message : null}
            success={register.isSuccess ? t('User.Register.Success') : undefined}
            onSubmit={(values) =>
              register.mutateAsync(values).then(
                () => undefined,
                () => undefined,
              )
            }
          />
        </section>
      </div>
    </>
  );
}
