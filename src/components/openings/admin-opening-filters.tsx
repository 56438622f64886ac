'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { OPENING_STATUSES } from '@/lib/labels';
import { cn } from '@/lib/cn';
import { SearchField } from '@/components/ui/search-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';

const ALL = 'all';

/** Status chips, a session select and the search box of the admin's table, all kept in the URL. */
export function AdminOpeningFilters({ sessions }: { sessions: { sessionId: number; title: string }[] }) {
  const t = useTranslations('AdminOpeningFilters');
  const labels = useTranslations('Labels');
  const { get, getList, update, isPending } = useQueryState();
  const sessionLabelId = useId();
  const statuses = getList('status');
  const sessionIds = get('sessionIds');

  return (
    <section aria-label={t('label')} aria-busy={isPending} className="mb-4 grid gap-3 rounded-2xl border bg-white p-4 shadow-xs">
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SearchField label={t('search')} placeholder={t('searchPlaceholder')} />
        <div>
          <span id={sessionLabelId} className="sr-only">
            {t('session')}
          </span>
          <Select value={sessionIds || ALL} onValueChange={(value) => update({ sessionIds: value === ALL ? null : value })}>
            <SelectTrigger aria-labelledby={sessionLabelId}>
              <SelectValue placeholder={t('allSessions')} />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('allSessions')}</SelectItem>
              {sessions.map((session) => (
                <SelectItem key={session.sessionId} value={String(session.sessionId)}>
                  {session.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div role="group" aria-label={t('byStatus')} className="flex flex-wrap gap-2">
        {OPENING_STATUSES.map((status) => {
          const isSelected = statuses.includes(status);
          return (
            <button
              key={status}
              type="button"
              aria-pressed={isSelected}
              onClick={() => update({ status: isSelected ? statuses.filter((item) => item !== status) : [...statuses, status] })}
              className={cn(
                'inline-flex h-8 items-center rounded-full border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                isSelected
                  ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                  : 'border-gray-300 bg-white text-gray-700 hover:border-brand-400 hover:bg-brand-50',
              )}
            >
              {labels(`openingStatus.${status}`)}
            </button>
          );
        })}
      </div>
    </section>
  );
}
