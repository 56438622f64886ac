import type { ColumnDef, RowData } from '@tanstack/react-table';
import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { ListMeta } from '@/lib/list';
import type { TableUrlConfig } from './data-table-state';

// The public types of DataTable (data-table.tsx re-exports them).

declare module '@tanstack/react-table' {
  // Column presentation the portal needs beyond TanStack's headless model.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the column menu (and its header when `header` is not a string). */
    label?: string;
    /** Classes of the column's cells, e.g. `min-w-48` or `text-right tabular-nums`. */
    className?: string;
    headClassName?: string;
    /** False keeps the column out of the column menu (the row's name, its actions). */
    hideable?: boolean;
  }
}

/**
 * A column of a DataTable. The value type is left open (TanStack's own advice for arrays of columns whose
 * accessors return different types); cells are typed from the row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TData> = ColumnDef<TData, any>;

/** Which rows a bulk action applies to: the ones ticked, or every row of the current filter on every page. */
export type BulkTarget = { ids: string[] } | { allMatching: string };

export type BulkAction = {
  label: string;
  icon?: LucideIcon;
  tone?: 'default' | 'success' | 'error';
  /** The confirmation's title, naming how many rows it touches. */
  confirmTitle: (count: number) => string;
  confirmDescription?: ReactNode;
  confirmLabel?: string;
  /** The write; its result is the success toast (return null for none). Throw to report a failure. */
  run: (target: BulkTarget) => Promise<string | { title: string; description?: string } | null | void>;
  /** The server takes "all matching this filter" (`{ allMatching: query }`) for this action. */
  supportsAllMatching?: boolean;
};

/** One action of a row (edit, enable, assume identity…): one render function each, shown in the last column. */
export type RowAction<TData> = (row: TData) => ReactNode;

export type DataTableProps<TData> = {
  /** Names the table's remembered column and density choice in this browser. */
  id: string;
  caption: string;
  columns: DataTableColumn<TData>[];
  data: TData[];
  getRowId: (row: TData) => string;
  /** The server's page of the list; without it the table shows every row it gets (short, unpaged lists). */
  meta?: ListMeta;
  /** Sorting, filters and page as the server reads them from the URL. Columns with `enableSorting` sort by their id. */
  url?: TableUrlConfig;
  rowActions?: RowAction<TData>[];
  bulkActions?: BulkAction[];
  /** What a selected row is called in counts ("students", "companies"), in the page's language. */
  rowNoun?: string;
  canSelectRow?: (row: TData) => boolean;
  /**
   * Selection owned by the screen (e.g. one "publish selected" button over several tables); without it the
   * table keeps its own selection for its bulk actions.
   */
  selection?: { selectedIds: string[]; onChange: (ids: string[]) => void };
  /** The accessible name of a row's checkbox; by default "select <row id>" in the page's language. */
  selectLabel?: (row: TData) => string;
  /** A link that exports the current view (all pages, this filter and sort) in the given format. */
  exportHref?: (format: 'csv' | 'xlsx', viewQuery: string) => string;
  /** What shows when there are no rows at all and no filter narrows them. */
  empty?: { icon?: LucideIcon; title: ReactNode; description?: ReactNode; action?: ReactNode };
  /** What shows when a filter leaves no rows. */
  emptyFiltered?: ReactNode;
  isLoading?: boolean;
  /** A failure to load the rows; the table offers `onRetry` (by default the page's data is fetched again). */
  error?: string | null;
  onRetry?: () => void;
  /** Filters or actions above the table, beside the column menu. */
  toolbar?: ReactNode;
  /** Passed to the cells as `table.options.meta`, for columns defined outside the component (e.g. who is looking). */
  tableMeta?: Record<string, unknown>;
  rowProps?: (row: TData) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
  className?: string;
};
