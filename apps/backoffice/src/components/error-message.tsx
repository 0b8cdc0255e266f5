/** A failed call shown to staff: the API's message, translated where the back office knows the code. */
import { isHttpError } from '@clubshop/api-sdk';
import { isStaleEditError } from '@clubshop/api-sdk/admin';
import { Alert } from '@clubshop/ui-kit';
import { useT } from '../app/i18n.ts';

/** The text of an error in the staff's language. */
export function useErrorText() {
  const { t } = useT();
  return (error: unknown): string => {
    if (isStaleEditError(error)) return t('App.Stale');
    if (isHttpError(error) && error.status === 403) return t('App.NotAllowed');
    if (isHttpError(error) && error.code === 'order.illegal-status-change') {
      const params = error.errors[0]?.params ?? {};
      return t('Order.IllegalMove', {
        from: String(params.from ?? '?'),
        to: String(params.to ?? '?'),
      });
    }
    const message = error instanceof Error ? error.message : String(error);
    return t('App.Error', { message });
  };
}

/** An error alert (announced at once), or nothing. */
export function ErrorMessage({ error }: { error: unknown }) {
  const text = useErrorText();
  if (!error) return null;
  return <Alert tone="error">{text(error)}</Alert>;
}
