import { RotateCw, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { EmptyState } from './empty-state';

/**
 * The three states every table shares: nothing yet (with the action that fills it),
 * loading (skeleton rows in the table's own shape) and a failure (with a retry).
 */

export function DataTableEmpty({
  icon,
  title,
  description,
  action,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return <EmptyState icon={icon} title={title} description={description} action={action} />;
}

export function DataTableSkeletonRows({ columns, rows = 5, compact = false }: { columns: number; rows?: number; compact?: boolean }) {
  return (
    <>
      {Array.from({ length: rows }, (_, rowIndex) => (
        <tr key={rowIndex} aria-hidden="true" data-skeleton-row="">
          {Array.from({ length: columns }, (_, columnIndex) => (
            <td key={columnIndex} className={compact ? 'px-3 py-2' : 'px-4 py-3.5'}>
              <span
                className={cn(
                  'block h-3.5 animate-pulse rounded bg-gray-200',
                  columnIndex === 0 ? 'w-24' : columnIndex % 2 ? 'w-32' : 'w-16',
                )}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function DataTableError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useTranslations('Common');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-error-200 bg-error-50 px-6 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="size-7 text-error-700" />
      <p className="font-semibold text-error-800">{t('dataTable.loadFailed')}</p>
      <p className="max-w-md text-sm text-error-800">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
