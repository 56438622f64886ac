'use client';

import { X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { OpeningTagView } from '@/lib/openings';
import { cn } from '@/lib/cn';
import { nameIn } from '@/lib/names';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/checkbox';
import { SearchField } from '@/components/ui/search-field';
import { OnDemandSelect } from '@/components/ui/on-demand-select';
import { useQueryState } from '@/components/ui/use-query-state';

const ALL_COMPANIES = 'all';

/** Every filter of the student's list lives in the URL, so a search can be shared and survives reloads. */
export function StudentOpeningFilters({
  tags,
  companies,
}: {
  tags: OpeningTagView[];
  companies: { companyId: number; companyNameTh: string; companyNameEn?: string | null }[];
}) {
  const t = useTranslations('StudentOpeningFilters');
  const locale = useLocale();
  const { get, getList, update, isPending } = useQueryState();
  const companyLabelId = useId();
  const bookmarkedId = useId();
  const availableId = useId();
  const selectedTags = getList('tags');
  const companyId = get('companyId');
  const onlyBookmarked = get('onlyBookmarked') === 'true';
  const onlyAvailable = get('onlyAvailablePositions') === 'true';
  const companyOptions = [
    { value: ALL_COMPANIES, label: t('allCompanies') },
    ...companies.map((company) => ({
      value: String(company.companyId),
      label: nameIn({ locale, th: company.companyNameTh, en: company.companyNameEn }),
    })),
  ];
  const hasFilters = selectedTags.length > 0 || companyId !== '' || onlyBookmarked || onlyAvailable || get('search') !== '';

  function toggleTag(tagId: string) {
    update({ tags: selectedTags.includes(tagId) ? selectedTags.filter((id) => id !== tagId) : [...selectedTags, tagId] });
  }

  return (
    <section aria-label={t('label')} aria-busy={isPending} className="grid gap-4 rounded-2xl border bg-white p-4 shadow-xs sm:p-5">
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SearchField label={t('search')} placeholder={t('searchPlaceholder')} />
        <div>
          <span id={companyLabelId} className="sr-only">
            {t('company')}
          </span>
          <OnDemandSelect
            aria-labelledby={companyLabelId}
            value={companyId || ALL_COMPANIES}
            options={companyOptions}
            onValueChange={(value) => update({ companyId: value === ALL_COMPANIES ? null : value })}
          />
        </div>
      </div>

      {tags.length > 0 ? (
        <div role="group" aria-label={t('byTag')} className="flex flex-wrap gap-2">
          {tags.map((tag) => {
            const isSelected = selectedTags.includes(String(tag.tagId));
            return (
              <button
                key={tag.tagId}
                type="button"
                aria-pressed={isSelected}
                onClick={() => toggleTag(String(tag.tagId))}
                className={cn(
                  'inline-flex h-8 items-center rounded-full border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  isSelected
                    ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                    : 'border-gray-300 bg-white text-gray-700 hover:border-brand-400 hover:bg-brand-50',
                )}
              >
                {tag.tagName}
              </button>
            );
          })}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <Switch
            id={bookmarkedId}
            checked={onlyBookmarked}
            onCheckedChange={(checked) => update({ onlyBookmarked: checked ? 'true' : null })}
          />
          <label htmlFor={bookmarkedId} className="cursor-pointer text-sm text-gray-800">
            {t('onlyFavorites')}
          </label>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={availableId}
            checked={onlyAvailable}
            onCheckedChange={(checked) => update({ onlyAvailablePositions: checked ? 'true' : null })}
          />
          <label htmlFor={availableId} className="cursor-pointer text-sm text-gray-800">
            {t('onlyAccepting')}
          </label>
        </div>
        {hasFilters ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            onClick={() => update({ search: null, tags: null, companyId: null, onlyBookmarked: null, onlyAvailablePositions: null })}
          >
            <X aria-hidden="true" />
            {t('clear')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
