'use client';

import { Plus, Search } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { errorMessage } from '@/lib/api-client';
import type { StudentOpeningView } from '@/lib/openings';
import { nameIn } from '@/lib/names';
import { OPENING_PICKER_SIZE } from '@/lib/ranking-rules';
import { CompanyLogo } from '@/components/companies/company-logo';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

export type OpeningPickerList = { items: StudentOpeningView[]; total: number };

/**
 * Finds openings to add to the draft without leaving the screen: the student's bookmarks first (the
 * openings they already shortlisted), or a search over every opening still accepting applications.
 *
 * `bookmarked` is that first list as the server rendered it with the page: fetching it again right after hydration
 * would render the picker a second time while the page is still loading (docs/performance.md, Screens).
 */
export function OpeningPicker({
  sessionId,
  bookmarked,
  excludedIds,
  onAdd,
}: {
  sessionId: number;
  bookmarked: OpeningPickerList;
  excludedIds: Set<number>;
  onAdd: (opening: StudentOpeningView) => void;
}) {
  const t = useTranslations('OpeningPicker');
  const locale = useLocale();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [isOnlyBookmarked, setIsOnlyBookmarked] = useState(true);
  const [result, setResult] = useState<OpeningPickerList | null>(bookmarked);
  const isShowingServerList = useRef(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setApplied(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    // The first query (bookmarks, no search) is the one the server already answered.
    if (isShowingServerList.current && isOnlyBookmarked && applied === '') return;
    isShowingServerList.current = false;
    const controller = new AbortController();
    const query = {
      limit: OPENING_PICKER_SIZE,
      onlyAvailablePositions: true,
      search: applied || undefined,
      onlyBookmarked: isOnlyBookmarked || undefined,
    };
    apiCall('GET /sessions/{sessionId}/openings', { params: { sessionId }, query, signal: controller.signal })
      .then((list) => {
        setResult({ items: list.items, total: list.meta.totalItem });
        setError(null);
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(caught));
      });
    return () => controller.abort();
  }, [sessionId, applied, isOnlyBookmarked]);

  const candidates = result?.items.filter((opening) => !excludedIds.has(opening.openingId)) ?? [];

  return (
    <section aria-labelledby={`${searchId}-title`} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-xs">
      <h2 id={`${searchId}-title`} className="text-base font-semibold text-gray-900">
        {t('title')}
      </h2>
      <div className="mt-3 grid gap-3">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('searchLabel')}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('searchPlaceholder')}
            className="pl-9"
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-gray-700">
          <Checkbox checked={isOnlyBookmarked} onChange={(event) => setIsOnlyBookmarked(event.target.checked)} />
          {t('onlyFavorites')}
        </label>
      </div>
      <div className="mt-3" aria-live="polite">
        {error ? (
          <p className="text-sm text-error-700">{error}</p>
        ) : result === null ? (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner className="size-4" /> {t('loading')}
          </p>
        ) : candidates.length === 0 ? (
          <p className="text-sm text-gray-600">{isOnlyBookmarked ? t('noFavorites') : t('noOpenings')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label={t('candidatesLabel')}>
            {candidates.map((opening) => {
              const companyName = nameIn({ locale, th: opening.company.companyNameTh, en: opening.company.companyNameEn });
              return (
                <li key={opening.openingId} className="flex items-center gap-3 rounded-xl border border-gray-100 p-2">
                  <CompanyLogo logoUrl={opening.company.logoUrl} name={companyName} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-gray-900">{opening.title}</p>
                    <p className="truncate text-xs text-gray-600">{companyName}</p>
                  </div>
                  <Button size="sm" variant="outline" onClick={() => onAdd(opening)} aria-label={t('addLabel', { title: opening.title })}>
                    <Plus aria-hidden="true" />
                    {t('add')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
