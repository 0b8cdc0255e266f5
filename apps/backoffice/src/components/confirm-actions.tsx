/** The two buttons of a question before something that cannot be undone: do it (busy while it runs), or not. */
import { Button } from '@clubshop/ui-kit';

/** `yes` (primary, busy while `busy`) runs `onYes`; `no` (secondary) runs `onNo`. */
export function ConfirmActions(props: {
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className="bo-actions">
      <Button variant="primary" loading={props.busy} onClick={props.onYes}>
        {props.yes}
      </Button>
      <Button variant="secondary" onClick={props.onNo}>
        {props.no}
      </Button>
    </div>
  );
}
