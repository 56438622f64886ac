'use client';

import type { RowAction } from './data-table-types';

/** A row's actions (edit, enable, assume identity…) on one line in the table's last column. */
export function DataTableRowActions<TData>({ row, actions }: { row: TData; actions: RowAction<TData>[] }) {
  return (
    <div className="flex items-center justify-end gap-1.5">
      {actions.map((action, index) => (
        <span key={index} className="contents">
          {action(row)}
        </span>
      ))}
    </div>
  );
}
