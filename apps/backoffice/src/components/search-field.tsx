/** The search box of a list screen's filters (`q`), its text held by the screen until sent. */
import { TextField } from '@clubshop/ui-kit';

export function SearchField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={props.label}
      name="q"
      type="search"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
