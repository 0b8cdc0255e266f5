import { type LoginAttempt, useAuth, useRegister } from '@clubshop/auth';
import { useI18n } from '@clubshop/i18n';
import { LoginForm, RegisterForm } from '@clubshop/ui-kit';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useErrorMessage } from '../../forms/error-message.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { paths } from '../../routing/paths.ts';

/** Login and register (/login/): a successful login goes to My Account. */
export default function LoginPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const { signIn } = useAuth();
  const register = useRegister();
  const errorText = useErrorMessage();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Exclude<LoginAttempt, { ok: true }>>();
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
            serverError={
              failure === undefined
                ? null
                : failure.reason === 'failed'
                  ? // No answer (the shop is down, the connection is gone): not a wrong password.
                    errorText(failure.error)
                  : // A wrong password in the shop's words; other refusals (a locked account) as the API names them.
                    failure.error?.code && failure.error.code !== 'Api.Error.LoginFailed'
                    ? i18n.serverMessage(failure.error, t('User.Login.Failed'))
                    : t('User.Login.Failed')
            }
            forgotPasswordHref={paths.forgotPassword}
            onSubmit={async ({ email, password }) => {
              setPending(true);
              setFailure(undefined);
              const attempt = await signIn({ username: email, password });
              setPending(false);
              if (attempt.ok) navigate(paths.profile);
              else setFailure(attempt);
            }}
          />
        </section>
        <section aria-labelledby="sf-register-heading">
          <h2 id="sf-register-heading">{t('User.Register.Heading')}</h2>
          <RegisterForm
            labelledBy="sf-register-heading"
            pending={register.isPending}
            serverError={register.isError ? errorText(register.error) : null}
            success={register.isSuccess ? t('User.Register.Success') : undefined}
            // A refusal rejects: the form keeps what was typed and shows why.
            onSubmit={(values) => register.mutateAsync(values).then(() => undefined)}
          />
        </section>
      </div>
    </>
  );
}
