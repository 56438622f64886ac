'use client';

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { Checkbox } from './checkbox';
import { ConfirmDialog } from './confirm-dialog';
import { DataTableBulkBar } from './data-table-bulk-bar';
import { DataTablePagination } from './data-table-pagination';
import { DataTableRowActions } from './data-table-row-actions';
import { DataTableToolbar } from './data-table-toolbar';
import type { BulkAction, BulkTarget, DataTableColumn, DataTableProps } from './data-table-types';
import { DataTableEmpty, DataTableError, DataTableSkeletonRows } from './data-table-states';
import { useTablePreferences } from './data-table-preferences';
import { parseTableState, serializeTableState, viewQuery, withPage, withSort, type SortState } from './data-table-state';
import { useListNavigationPending, useQueryState } from './use-query-state';
import { useMutationAction } from './use-mutation-action';

export type { BulkAction, BulkTarget, DataTableColumn, DataTableProps, RowAction } from './data-table-types';

const SELECT_COLUMN = 'select';
const ACTIONS_COLUMN = 'actions';

/**
 * The one data table of the portal: TanStack Table's headless model in the portal's look. The
 * server sorts, filters and pages; this table reads that view from the URL and writes it back, so a reload,
 * a shared link and the back button restore it. Column choice and density are remembered per table.
 */
export function DataTable<TData>({
  id,
  caption,
  columns,
  data,
  getRowId,
  meta,
  url = {},
  rowActions,
  bulkActions,
  rowNoun: rowNounProp,
  canSelectRow,
  selection: controlledSelection,
  selectLabel,
  exportHref,
  empty,
  emptyFiltered: emptyFilteredProp,
  isLoading,
  error,
  onRetry,
  toolbar,
  rowProps,
  tableMeta,
  className,
}: DataTableProps<TData>) {
  const t = useTranslations('Common');
  const rowNoun = rowNounProp ?? t('dataTable.rowNoun');
  const emptyFiltered = emptyFilteredProp ?? t('dataTable.emptyFiltered');
  const { searchParams, navigate } = useQueryState();
  const isNavigating = useListNavigationPending();
  const [preferences, setPreferences] = useTablePreferences(id);
  const urlState = parseTableState(searchParams, url);
  const viewKey = searchParams.toString();
  // Selection belongs to the rows on screen: when the view (page, filter, sort) changes it starts empty.
  const [selection, setSelection] = useState<{ viewKey: string; rows: RowSelectionState; allMatching: boolean }>({
    viewKey,
    rows: {},
    allMatching: false,
  });
  const rowSelection = controlledSelection
    ? Object.fromEntries(controlledSelection.selectedIds.map((rowId) => [rowId, true]))
    : selection.viewKey === viewKey
      ? selection.rows
      : {};
  const isAllMatching = selection.viewKey === viewKey && selection.allMatching;
  const [pendingAction, setPendingAction] = useState<BulkAction | null>(null);
  const hasSelection = Boolean(bulkActions?.length) || Boolean(controlledSelection);
  // The server's HTML shows the checkboxes before React runs: a tick then would be lost, so they wait for hydration.
  const isHydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);

  const allColumns = useMemo(() => {
    const result: DataTableColumn<TData>[] = [];
    if (hasSelection) {
      result.push({
        id: SELECT_COLUMN,
        enableSorting: false,
        enableHiding: false,
        meta: { hideable: false, headClassName: 'w-10', className: 'w-10' },
        header: ({ table }) => (
          <Checkbox
            aria-label={t('dataTable.selectAllOnPage', { rowNoun })}
            checked={table.getIsAllPageRowsSelected()}
            ref={(element) => {
              if (element) element.indeterminate = table.getIsSomePageRowsSelected();
            }}
            disabled={!isHydrated || !table.getRowModel().rows.some((row) => row.getCanSelect())}
            onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
          />
        ),
        // A row that cannot be acted on (e.g. an opening already published) has no checkbox at all.
        cell: ({ row }) =>
          row.getCanSelect() ? (
            <Checkbox
              aria-label={selectLabel ? selectLabel(row.original) : t('dataTable.selectRow', { id: row.id })}
              checked={row.getIsSelected()}
              disabled={!isHydrated}
              onChange={(event) => row.toggleSelected(event.target.checked)}
            />
          ) : null,
      });
    }
    result.push(...columns);
    if (rowActions?.length) {
      result.push({
        id: ACTIONS_COLUMN,
        enableSorting: false,
        enableHiding: false,
        meta: { hideable: false, label: t('dataTable.actions'), className: 'text-right whitespace-nowrap' },
        header: () => <span className="sr-only">{t('dataTable.actions')}</span>,
        cell: ({ row }) => <DataTableRowActions row={row.original} actions={rowActions} />,
      });
    }
    return result;
  }, [columns, hasSelection, isHydrated, rowActions, rowNoun, selectLabel, t]);

  const sorting: SortingState = urlState.sort ? [urlState.sort] : [];
  // A stored choice can name a column that may no longer be hidden (its row name, its actions): it stays shown.
  const hideableIds = new Set(
    allColumns.filter((column) => column.meta?.hideable !== false && column.enableHiding !== false).map((column) => column.id),
  );
  const columnVisibility: VisibilityState = Object.fromEntries(
    preferences.hidden.filter((columnId) => hideableIds.has(columnId)).map((columnId) => [columnId, false]),
  );

  // TanStack's table object is re-read on every render by design; the compiler leaving this component alone is intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId,
    meta: tableMeta,
    getCoreRowModel: getCoreRowModel(),
    // The server sorts and pages; the browser only shows what it was given (tests/unit/data-table-usage.test.ts).
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    pageCount: meta?.totalPage ?? 1,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableMultiSort: false,
    enableSorting: true,
    enableRowSelection: canSelectRow ? (row) => canSelectRow(row.original) : hasSelection,
    state: {
      sorting,
      rowSelection,
      columnVisibility,
      pagination: { pageIndex: (meta?.currentPage ?? 1) - 1, pageSize: meta?.itemsPerPage ?? Math.max(data.length, 1) },
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const sort: SortState | null = next[0] ? { id: next[0].id, desc: next[0].desc } : null;
      // A new order is a new view: its own history entry, so Back returns to the previous one.
      navigate(serializeTableState(withSort(urlState, sort), url, searchParams.toString()), { push: true });
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      if (controlledSelection) controlledSelection.onChange(Object.keys(next).filter((rowId) => next[rowId]));
      else setSelection({ viewKey, rows: next, allMatching: false });
    },
    onColumnVisibilityChange: (updater: Updater<VisibilityState>) => {
      const next = typeof updater === 'function' ? updater(columnVisibility) : updater;
      setPreferences({ hidden: Object.entries(next).flatMap(([columnId, visible]) => (visible ? [] : [columnId])) });
    },
    onPaginationChange: () => {
      // Paging goes through the page links (they write the URL); nothing is paged here.
    },
  });

  const selectedIds = table.getSelectedRowModel().rows.map((row) => row.id);
  const totalMatching = meta?.totalItem ?? data.length;
  const canSelectAllMatching =
    Boolean(bulkActions?.some((action) => action.supportsAllMatching)) &&
    table.getIsAllPageRowsSelected() &&
    totalMatching > selectedIds.length;
  const selectedCount = isAllMatching ? totalMatching : selectedIds.length;
  const query = viewQuery(urlState, url).toString();
  const compact = preferences.density === 'compact';
  const loading = Boolean(isLoading) || isNavigating;
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const isFiltered = Object.keys(urlState.filters).length > 0 || Boolean(searchParams.get('search'));

  const bulk = useMutationAction<{ action: BulkAction; target: BulkTarget }, Awaited<ReturnType<BulkAction['run']>>>({
    action: ({ action, target }) => action.run(target),
    success: (result) => result ?? null,
    failure: t('dataTable.actionFailed'),
    onSuccess: () => setSelection({ viewKey, rows: {}, allMatching: false }),
  });

  if (!loading && !error && data.length === 0 && !isFiltered && empty) {
    return (
      <div className={cn('grid gap-3', className)}>
        {toolbar}
        <DataTableEmpty {...empty} />
      </div>
    );
  }

  const bulkBar = bulkActions?.length ? (
    <DataTableBulkBar
      bulkActions={bulkActions}
      rowNoun={rowNoun}
      selectedCount={selectedCount}
      isAllMatching={isAllMatching}
      totalMatching={canSelectAllMatching && !isAllMatching ? totalMatching : null}
      onPick={setPendingAction}
      onSelectAllMatching={() => setSelection({ viewKey, rows: rowSelection, allMatching: true })}
      onClear={() => setSelection({ viewKey, rows: {}, allMatching: false })}
    />
  ) : null;

  const cellPadding = compact ? 'px-3 py-1.5' : 'px-4 py-3';
  // The first data column (the row's name) stays in view while a phone scrolls the table sideways.
  const stickyColumnId =
    allColumns.find((column) => column.id !== SELECT_COLUMN)?.id ?? (allColumns[0] as { accessorKey?: string } | undefined)?.accessorKey;
  const stickyClasses = (columnId: string, isHeader: boolean) => {
    if (columnId === SELECT_COLUMN)
      return cn('sticky left-0 z-10', isHeader ? 'bg-gray-50' : 'bg-white group-hover:bg-gray-50 group-aria-selected:bg-brand-50');
    if (columnId === stickyColumnId || (!stickyColumnId && columnId === table.getVisibleLeafColumns()[hasSelection ? 1 : 0]?.id)) {
      return cn(
        'max-sm:sticky max-sm:z-10 max-sm:shadow-[inset_-1px_0_0_var(--color-gray-200)]',
        hasSelection ? 'max-sm:left-10' : 'max-sm:left-0',
        isHeader ? 'bg-gray-50' : 'bg-white group-hover:bg-gray-50 group-aria-selected:bg-brand-50',
      );
    }
    return '';
  };

  return (
    <div className={cn('grid gap-3', className)} data-table-id={id}>
      <DataTableToolbar
        toolbar={toolbar}
        bulkBar={bulkBar}
        exportHref={exportHref}
        query={query}
        caption={caption}
        table={table}
        density={preferences.density}
        onDensityChange={(density) => setPreferences({ density })}
      />

      {error ? (
        <DataTableError message={error} onRetry={onRetry} />
      ) : (
        <div
          className="relative isolate max-h-[min(80dvh,56rem)] overflow-auto rounded-xl border bg-white shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          // Focusable and named, so keyboard users can scroll a wide table sideways (axe: scrollable-region-focusable).
          tabIndex={0}
          role="region"
          aria-label={caption}
        >
          <table className="w-full border-collapse text-sm" aria-busy={loading || undefined} data-density={preferences.density}>
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700">
              {table.getHeaderGroups().map((headerGroup) => (
                <tr key={headerGroup.id}>
                  {headerGroup.headers.map((header) => {
                    const column = header.column;
                    const sorted = column.getIsSorted();
                    // Columns render from the row (no accessor), so TanStack's own getCanSort() would say no: a column
                    // sorts when it says so, by its id, on the server.
                    const canSort = column.columnDef.enableSorting === true && column.id !== SELECT_COLUMN && column.id !== ACTIONS_COLUMN;
                    const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
                    const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                        className={cn(
                          'sticky top-0 z-20 border-b bg-gray-50 whitespace-nowrap',
                          cellPadding,
                          stickyClasses(column.id, true),
                          column.id === SELECT_COLUMN || column.id === stickyColumnId ? 'z-30' : '',
                          column.columnDef.meta?.headClassName,
                        )}
                      >
                        {canSort ? (
                          <button
                            type="button"
                            // Ascending first, then flipping; the new sorting goes through onSortingChange to the URL.
                            onClick={() => table.setSorting([{ id: column.id, desc: sorted === 'asc' }])}
                            className={cn(
                              'inline-flex items-center gap-1 rounded-md font-semibold hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                              sorted && 'text-brand-800',
                            )}
                          >
                            {content}
                            <Icon aria-hidden="true" className={sorted ? 'size-3.5 text-brand-700' : 'size-3.5 text-gray-400'} />
                            <span className="sr-only">
                              {sorted === 'asc'
                                ? t('dataTable.sortedAscending')
                                : sorted === 'desc'
                                  ? t('dataTable.sortedDescending')
                                  : t('dataTable.sortable')}
                            </span>
                          </button>
                        ) : (
                          content
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-gray-100">
              {loading ? (
                <DataTableSkeletonRows columns={visibleColumnCount} rows={Math.min(Math.max(data.length, 3), 10)} compact={compact} />
              ) : table.getRowModel().rows.length === 0 ? (
                <tr>
                  <td colSpan={visibleColumnCount} className="px-4 py-10 text-center text-sm text-gray-600">
                    {isFiltered || !empty ? emptyFiltered : empty.title}
                  </td>
                </tr>
              ) : (
                table.getRowModel().rows.map((row) => {
                  const extra = rowProps?.(row.original) ?? {};
                  return (
                    <tr
                      key={row.id}
                      {...extra}
                      aria-selected={hasSelection ? row.getIsSelected() || isAllMatching : undefined}
                      className={cn('group transition-colors hover:bg-gray-50/70 aria-selected:bg-brand-50', extra.className)}
                    >
                      {row.getVisibleCells().map((cell) => (
                        <td
                          key={cell.id}
                          className={cn(
                            'align-middle text-gray-800 [overflow-wrap:anywhere]',
                            cellPadding,
                            stickyClasses(cell.column.id, false),
                            cell.column.columnDef.meta?.className,
                          )}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      )}

      {meta && !error ? (
        <DataTablePagination
          meta={meta}
          onPageChange={(page) => navigate(serializeTableState(withPage(urlState, page), url, searchParams.toString()), { push: true })}
        />
      ) : null}

      {pendingAction ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setPendingAction(null);
          }}
          tone={pendingAction.tone === 'error' ? 'error' : 'default'}
          title={pendingAction.confirmTitle(selectedCount)}
          description={pendingAction.confirmDescription}
          confirmLabel={pendingAction.confirmLabel ?? pendingAction.label}
          onConfirm={async () => {
            await bulk.runOrThrow({ action: pendingAction, target: isAllMatching ? { allMatching: query } : { ids: selectedIds } });
          }}
        />
      ) : null}
    </div>
  );
}

const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;
