'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { useQueryState } from '@/components/ui/use-query-state';

/** Search, admission year and status of the /student table, all kept in the URL. */
export function StudentFilters({ admissionYears }: { admissionYears: number[] }) {
  const t = useTranslations('StudentFilters');
  const id = useId();
  const { get, update, isPending } = useQueryState();
  const year = get('admissionYears');
  const status = get('status');
  const hasFilters = Boolean(get('search') || year || status);
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem_auto] sm:items-end" aria-busy={isPending}>
      <div className="grid gap-1.5">
        <span aria-hidden="true" className="hidden text-sm font-medium text-gray-800 sm:block">
          {t('search')}
        </span>
        <SearchField label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-year`}>{t('admissionYear')}</Label>
        <select
          id={`${id}-year`}
          className={`${controlClasses} h-10`}
          value={year}
          onChange={(event) => update({ admissionYears: event.target.value })}
        >
          <option value="">{t('allYears')}</option>
          {admissionYears.map((admissionYear) => (
            <option key={admissionYear} value={admissionYear}>
              {admissionYear}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>{t('status')}</Label>
        <select
          id={`${id}-status`}
          className={`${controlClasses} h-10`}
          value={status}
          onChange={(event) => update({ status: event.target.value })}
        >
          <option value="">{t('all')}</option>
          <option value="active">{t('active')}</option>
          <option value="inactive">{t('inactive')}</option>
        </select>
      </div>
      {hasFilters ? (
        <Button variant="ghost" onClick={() => update({ search: null, admissionYears: null, status: null })}>
          <X aria-hidden="true" />
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
