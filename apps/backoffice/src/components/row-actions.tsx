/** The buttons of a table row (edit, remove, …), each named for its row for screen readers. */
import { Button } from '@clubshop/ui-kit';

/** One button of a row: its text, its name for screen readers (naming the row), what it does. */
export interface RowAction {
  label: string;
  /** The button's accessible name where `label` alone does not say which row (`Edit SUMMER10`). */
  name?: string;
  onClick: () => void;
}

/** A row's buttons (secondary) in a `bo-actions` box; an action given as `false` is left out. */
export function RowActions(props: { actions: readonly (RowAction | false)[] }) {
  return (
    <div className="bo-actions">
      {props.actions.map((action) =>
        action ? (
          <Button key={action.label} variant="secondary" aria-label={action.name} onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null,
      )}
    </div>
  );
}
