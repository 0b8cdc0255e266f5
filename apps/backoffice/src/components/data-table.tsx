/**
 * The back office's table of rows: a caption for screen readers, one header cell per column
 * (`scope="col"`), numbers aligned right. Lists of orders, pages, the audit log and the
 * dashboard's low stock are this table with their columns. On a phone each row is a card and each
 * cell shows its column's header above it (`data-label`, app.css; decision 0092).
 */
import type { ReactNode } from 'react';

/** One column: its header, what a row shows in it, and whether it holds numbers. */
export interface Column<TRow> {
  /** Names the column (React's key). */
  id: string;
  /** The column's header; a cell shows it as its label on a phone. */
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Amounts and counts: aligned right (`bo-number`). */
  numeric?: boolean;
  /** A class of the column's cells (not of its header), e.g. `bo-actions`. */
  className?: string;
  /** False for a column of buttons: its cells show no header above them on a phone. */
  labelled?: boolean;
}

/** A table of `rows` in `columns`; `caption` is read by screen readers only, unless `captionShown`. */
export function DataTable<TRow>(props: {
  caption?: string;
  captionShown?: boolean;
  columns: readonly Column<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
}) {
  const numeric = (column: Column<TRow>) => (column.numeric ? 'bo-number' : undefined);
  return (
    <table className="bo-table">
      {props.caption ? (
        <caption className={props.captionShown ? undefined : 'bo-visually-hidden'}>{props.caption}</caption>
      ) : null}
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
              <td
                key={column.id}
                className={[numeric(column), column.className].filter(Boolean).join(' ') || undefined}
                data-label={column.labelled === false ? undefined : column.header}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
