/** The foot of an editor's form: Save (the form's submit, busy while saving) and Cancel. */
import { Button } from '@clubshop/ui-kit';
import { useT } from '../app/i18n.ts';

/** Save submits the form it stands in; Cancel leaves it. */
export function SaveOrCancel(props: { saving: boolean; onCancel: () => void }) {
  const { t } = useT();
  return (
    <div className="bo-actions">
      <Button type="submit" variant="primary" loading={props.saving}>
        {t('App.Save')}
      </Button>
      <Button variant="secondary" onClick={props.onCancel}>
        {t('Staff.Cancel')}
      </Button>
    </div>
  );
}
