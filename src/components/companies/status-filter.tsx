'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';

const ALL = 'all';

/** The admin company list's status filter, kept in `?isActive=`. */
export function CompanyStatusFilter() {
  const t = useTranslations('CompanyStatus');
  const id = useId();
  const { get, update } = useQueryState();
  const value = get('isActive') || ALL;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-gray-700">
        {t('label')}
      </label>
      <Select value={value} onValueChange={(next) => update({ isActive: next === ALL ? null : next })}>
        <SelectTrigger id={id} className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('all')}</SelectItem>
          <SelectItem value="true">{t('active')}</SelectItem>
          <SelectItem value="false">{t('inactive')}</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
