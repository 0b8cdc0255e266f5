import { useTranslation } from '@clubshop/i18n';
import { useOnline } from './use-online.ts';

/** Tells the shopper when the connection is gone (and says nothing while online). */
export default function ConnectivityNotice() {
  const t = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="sf-connectivity">
      {online ? null : <p className="sf-alert sf-alert--warning">{t('Common.Offline')}</p>}
    </div>
  );
}
