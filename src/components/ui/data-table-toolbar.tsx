'use client';

import type { Table } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from './button';
import type { TablePreferences } from './data-table-preferences';
import { DataTableViewMenu } from './data-table-view-menu';

const EXPORTS = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
] as const;

/** Above the table: the screen's filters and the bulk bar, then the exports of this view and the column menu. */
export function DataTableToolbar<TData>({
  toolbar,
  bulkBar,
  exportHref,
  query,
  caption,
  table,
  density,
  onDensityChange,
}: {
  toolbar: ReactNode;
  bulkBar: ReactNode;
  exportHref?: (format: 'csv' | 'xlsx', viewQuery: string) => string;
  query: string;
  caption: string;
  table: Table<TData>;
  density: TablePreferences['density'];
  onDensityChange: (density: TablePreferences['density']) => void;
}) {
  const t = useTranslations('Common');
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid min-w-0 flex-1 gap-3">
        {toolbar}
        {bulkBar}
      </div>
      <div className="flex items-center gap-2">
        {exportHref
          ? EXPORTS.map(({ format, label }) => (
              <Button key={format} asChild size="sm" variant="outline">
                <a href={exportHref(format, query)} download>
                  <Download aria-hidden="true" />
                  {label}
                  <span className="sr-only">{t('dataTable.exportView', { caption })}</span>
                </a>
              </Button>
            ))
          : null}
        <DataTableViewMenu table={table} density={density} onDensityChange={onDensityChange} />
      </div>
    </div>
  );
}
