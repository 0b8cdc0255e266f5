/**
 * The back office's table of rows: a caption for screen readers, one header cell per column
 * (`scope="col"`), numbers aligned right. Lists of orders, pages, the audit log and the
 * dashboard's low stock are this table with their columns.
 */
import type { ReactNode } from 'react';

/** One column: its header, what a row shows in it, and whether it holds numbers. */
export interface Column<TRow> {
  /** Names the column (React's key). */
  id: string;
  header: ReactNode;
  cell: (row: TRow) => ReactNode;
  /** Amounts and counts: aligned right (`bo-number`). */
  numeric?: boolean;
}

/** A table of `rows` in `columns`; `caption` is read by screen readers only. */
export function DataTable<TRow>(props: {
  caption?: string;
  columns: readonly Column<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
}) {
  const numeric = (column: Column<TRow>) => (column.numeric ? 'bo-number' : undefined);
  return (
    <table className="bo-table">
      {props.caption ? <caption className="bo-visually-hidden">{props.caption}</caption> : null}
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column.id} scope="col" className={numeric(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)}>
            {props.columns.map((column) => (
              <td key={column.id} className={numeric(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
