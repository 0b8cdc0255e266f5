/**
 * A list screen's answer: the query's error, how many it found (`count`, a status for screen
 * readers, once the answer is there), the `none` text when it found nothing, else its items in a
 * {@link DataTable}. Without `count` or `none` that part is left out.
 */
import { type Column, DataTable } from './data-table.tsx';
import { ErrorMessage } from './error-message.tsx';

export function QueryTable<TRow>(props: {
  query: { isError: boolean; error: unknown; data?: { items: readonly TRow[] } | undefined };
  count?: string;
  none?: string;
  caption: string;
  columns: readonly Column<TRow>[];
  rowKey: (row: TRow) => string;
}) {
  const { query } = props;
  const rows = query.data?.items;
  return (
    <>
      {query.isError ? <ErrorMessage error={query.error} /> : null}
      {props.count !== undefined ? <p role="status">{query.data ? props.count : null}</p> : null}
      {rows && rows.length === 0 && props.none !== undefined ? <p>{props.none}</p> : null}
      {rows && rows.length > 0 ? (
        <DataTable caption={props.caption} rows={rows} rowKey={props.rowKey} columns={props.columns} />
      ) : null}
    </>
  );
}
