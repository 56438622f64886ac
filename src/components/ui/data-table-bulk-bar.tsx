'use client';

import { useTranslations } from 'next-intl';
import { Button } from './button';
import type { BulkAction } from './data-table-types';

/**
 * What is selected and what can be done with it: the bulk actions (each confirmed by the table), "select all
 * matching the filter" when `totalMatching` is given, and clearing the selection.
 */
export function DataTableBulkBar({
  bulkActions,
  rowNoun,
  selectedCount,
  isAllMatching,
  totalMatching,
  onPick,
  onSelectAllMatching,
  onClear,
}: {
  bulkActions: BulkAction[];
  rowNoun: string;
  selectedCount: number;
  isAllMatching: boolean;
  /** Every row matching the filter, when the whole page is selected and an action takes them all; otherwise null. */
  totalMatching: number | null;
  onPick: (action: BulkAction) => void;
  onSelectAllMatching: () => void;
  onClear: () => void;
}) {
  const t = useTranslations('Common');
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-2" aria-live="polite" data-testid="bulk-bar">
      {selectedCount > 0 ? (
        <>
          <span className="text-sm font-medium text-gray-800">
            {t('dataTable.selectedCount', { count: selectedCount, rowNoun })}
            {isAllMatching ? t('dataTable.allPagesMatching') : ''}
          </span>
          {bulkActions.map((action) => {
            const Icon = action.icon;
            return (
              <Button
                key={action.label}
                size="sm"
                variant={action.tone === 'error' ? 'errorOutline' : action.tone === 'success' ? 'successOutline' : 'outline'}
                disabled={isAllMatching && !action.supportsAllMatching}
                onClick={() => onPick(action)}
              >
                {Icon ? <Icon aria-hidden="true" /> : null}
                {action.label}
              </Button>
            );
          })}
          {totalMatching !== null ? (
            <Button size="sm" variant="ghost" onClick={onSelectAllMatching}>
              {t('dataTable.selectAllMatching', { count: totalMatching, rowNoun })}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('dataTable.clearSelection')}
          </Button>
        </>
      ) : (
        <span className="text-sm text-gray-600">{t('dataTable.selectRowsHint', { rowNoun })}</span>
      )}
    </div>
  );
}
