import { type LoginAttempt, useAuth, useRegister } from '@clubshop/auth';
import { useI18n } from '@clubshop/i18n';
import { LoginForm, RegisterForm } from '@clubshop/ui-kit';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useErrorMessage } from '../../forms/error-message.ts';
import {
  type FormActionResult,
  formActionMessage,
  useFormActionResult,
} from '../../forms/form-action-result.ts';
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
  // What the server answered to a form posted before this page's code ran (decision 0034).
  const [postedLogin, clearPostedLogin] = useFormActionResult('login');
  const [postedRegister, clearPostedRegister] = useFormActionResult('register');
  const head = <PageHead title={t('User.Login.Heading')} robotsIndex={false} />;
  return (
    <>
      {head}
      <div className="sf-account-forms">
        <section aria-labelledby="sf-login-heading">
          <h1 id="sf-login-heading">{t('User.Login.Heading')}</h1>
          <LoginForm
            labelledBy="sf-login-heading"
            action={paths.login}
            name="login"
            hiddenFields={{ _action: 'login' }}
            initialEmail={postedLogin?.values?.email}
            initialErrors={postedLogin?.fieldErrors}
            pending={pending}
            serverError={
              failure === undefined
                ? postedLogin && !postedLogin.fieldErrors
                  ? (formActionMessage(i18n, loginRefusal(postedLogin), t('User.Login.Failed')) ?? null)
                  : null
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
              clearPostedLogin();
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
            action={paths.login}
            name="register"
            hiddenFields={{ _action: 'register' }}
            initialValues={postedRegister?.values}
            initialErrors={postedRegister?.fieldErrors}
            pending={register.isPending}
            serverError={
              register.isError ? errorText(register.error) : (formActionMessage(i18n, postedRegister) ?? null)
            }
            success={register.isSuccess || postedRegister?.ok ? t('User.Register.Success') : undefined}
            // A refusal rejects: the form keeps what was typed and shows why.
            onSubmit={(values) => {
              clearPostedRegister();
              return register.mutateAsync(values).then(() => undefined);
            }}
          />
        </section>
      </div>
    </>
  );
}

/**
 * A refused login as the page shows it: a wrong password in the shop's words
 * (`User.Login.Failed`), other refusals (a locked account) as the API names them.
 */
function loginRefusal(result: FormActionResult): FormActionResult {
  return result.error?.code && result.error.code !== 'Api.Error.LoginFailed'
    ? result
    : { action: result.action, ok: false };
}
