'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/i18n/locales';
import { datesFor } from '@/lib/dates';
import { Label } from '@/components/ui/label';
import { exportLink } from '@/components/ui/data-table-bulk';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';
import { useAuditLabels } from './action-labels';
import type { AuditLogEntry, AuditLogList } from '@/lib/audit';

const ALL = 'all';

/** One readable line of the details object: `key: value`, values shortened. */
function detailsLine(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  return Object.entries(details as Record<string, unknown>)
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${key}: ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
    })
    .join(' · ');
}

type AuditLogMessages = ReturnType<typeof useTranslations<'AuditLogTable'>>;
type AuditLabels = ReturnType<typeof useAuditLabels>;

function auditColumns({
  t,
  labels: { actionLabel, entityLabel },
  locale,
}: {
  t: AuditLogMessages;
  labels: AuditLabels;
  locale: Locale;
}): DataTableColumn<AuditLogEntry>[] {
  const { formatDateTime } = datesFor(locale);
  return [
    {
      id: 'createdAt',
      header: t('time'),
      meta: { label: t('time'), hideable: false, className: 'whitespace-nowrap text-gray-700' },
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
    {
      id: 'actor',
      header: t('actor'),
      meta: { label: t('actor'), className: 'min-w-40' },
      cell: ({ row: { original: log } }) => (
        <span className="grid">
          <span className="font-medium text-gray-900">{log.actor?.displayName ?? log.actor?.platformUid ?? t('system')}</span>
          {log.assumedPlatformUid ? (
            <span className="text-xs text-warning-800">{t('onBehalfOf', { uid: log.assumedPlatformUid })}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'action',
      header: t('action'),
      meta: { label: t('action'), className: 'min-w-40' },
      cell: ({ row: { original: log } }) => (
        <span className="grid">
          <span className="text-gray-900">{actionLabel(log.action)}</span>
          <span className="font-mono text-xs text-gray-600">{log.action}</span>
        </span>
      ),
    },
    {
      id: 'entity',
      header: t('entity'),
      meta: { label: t('entity'), className: 'whitespace-nowrap' },
      cell: ({ row: { original: log } }) => (
        <>
          {entityLabel(log.entityType)}
          {log.entityId ? <span className="text-gray-600"> #{log.entityId}</span> : null}
        </>
      ),
    },
    {
      id: 'details',
      header: t('details'),
      meta: { label: t('details'), className: 'max-w-md min-w-56 text-xs break-words text-gray-700' },
      cell: ({ row }) => detailsLine(row.original.details) || '–',
    },
  ];
}

/** Every recorded write, newest first; the action filter and the page live in the URL. */
export function AuditLogTable({ list, actions }: { list: AuditLogList; actions: string[] }) {
  const t = useTranslations('AuditLogTable');
  const labels = useAuditLabels();
  const locale = useLocale();
  const columns = useMemo(() => auditColumns({ t, labels, locale }), [t, labels, locale]);
  const { get, update } = useQueryState();
  return (
    <div className="grid gap-4">
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor="audit-action">{t('action')}</Label>
        <Select value={get('action') || ALL} onValueChange={(value) => update({ action: value === ALL ? null : value })}>
          <SelectTrigger id="audit-action">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('allActions')}</SelectItem>
            {actions.map((action) => (
              <SelectItem key={action} value={action}>
                {labels.actionLabel(action)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DataTable
        id="admin-audit-log"
        caption={t('caption')}
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(log) => String(log.id)}
        url={{ filterKeys: ['action'] }}
        exportHref={(format, query) => exportLink('/admin/audit-logs', format, query)}
        emptyFiltered={t('emptyFiltered')}
      />
    </div>
  );
}
