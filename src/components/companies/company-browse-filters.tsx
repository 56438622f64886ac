'use client';

import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { CompanySizeView } from '@/lib/companies';
import { Switch } from '@/components/ui/checkbox';
import { useQueryState } from '@/components/ui/use-query-state';
import { useIsHydrated } from '@/components/ui/until-hydrated';

/** Company-size chips (several at once, `?companySizes=1,3`) and the "only hiring this session" switch (`?scope=all` turns it off). */
export function CompanyBrowseFilters({ companySizes, hasSession }: { companySizes: CompanySizeView[]; hasSession: boolean }) {
  const t = useTranslations('CompanyBrowseFilters');
  const id = useId();
  const { getList, get, update } = useQueryState();
  const isHydrated = useIsHydrated();
  const selected = getList('companySizes');
  const toggle = (sizeId: string) =>
    update({ companySizes: selected.includes(sizeId) ? selected.filter((value) => value !== sizeId) : [...selected, sizeId] });
  const isHiringOnly = get('scope') !== 'all';

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <fieldset className="flex flex-wrap items-center gap-2" disabled={!isHydrated}>
        <legend className="sr-only">{t('sizeLegend')}</legend>
        <span aria-hidden="true" className="mr-1 text-sm font-medium text-gray-700">
          {t('size')}
        </span>
        {companySizes.map((size) => {
          const value = String(size.companySizeId);
          const isOn = selected.includes(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={isOn}
              onClick={() => toggle(value)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                isOn
                  ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                  : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
              )}
            >
              {isOn ? <Check aria-hidden="true" className="size-3.5" /> : null}
              {size.size}
            </button>
          );
        })}
        {selected.length > 0 ? (
          <button
            type="button"
            onClick={() => update({ companySizes: null })}
            className="rounded px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('clear')}
          </button>
        ) : null}
      </fieldset>
      {hasSession ? (
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-hiring`}
            checked={isHiringOnly}
            onCheckedChange={(checked) => update({ scope: checked ? null : 'all' })}
            aria-labelledby={`${id}-hiring-label`}
          />
          <span id={`${id}-hiring-label`} className="text-sm text-gray-700">
            {t('hiringOnly')}
          </span>
        </div>
      ) : null}
    </div>
  );
}
