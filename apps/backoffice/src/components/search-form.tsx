/**
 * The filter form of a list screen: a plain GET form to the list's address (it works without
 * JavaScript), its search box first, then the screen's other filters, then the submit button.
 */
import { Button } from '@clubshop/ui-kit';
import type { FormEvent, ReactNode } from 'react';
import { SearchField } from './search-field.tsx';

/** `hidden` goes before the search box (hidden inputs), `children` after it (more filters). */
export function SearchForm(props: {
  action: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  hidden?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <search>
      <form className="bo-filters" onSubmit={props.onSubmit} action={props.action} method="get">
        {props.hidden}
        <SearchField label={props.label} value={props.value} onChange={props.onChange} />
        {props.children}
        <Button type="submit" variant="primary">
          {props.submitLabel}
        </Button>
      </form>
    </search>
  );
}
