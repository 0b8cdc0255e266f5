/** Recovery codes shown this once (a setup's or a renewal's), with what to do with them. */
import { Button } from '@clubshop/ui-kit';
import { useT } from '../app/i18n.ts';

/** The codes as an ordered list under their heading, and the button that says they are kept. */
export function RecoveryCodes({ codes, onKept }: { codes: readonly string[]; onKept: () => void }) {
  const { t } = useT();
  return (
    <section aria-labelledby="two-factor-title">
      <h1 id="two-factor-title">{t('TwoFactor.RecoveryTitle')}</h1>
      <p>{t('TwoFactor.RecoveryBody')}</p>
      <ol className="bo-recovery-codes">
        {codes.map((recovery) => (
          <li key={recovery}>
            <code>{recovery}</code>
          </li>
        ))}
      </ol>
      <Button onClick={onKept}>{t('TwoFactor.Continue')}</Button>
    </section>
  );
}
