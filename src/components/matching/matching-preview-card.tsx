import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { datesFor } from '@/lib/dates';
import type { MatchingPreview, MatchingRoundState } from '@/lib/matching';
import { nameIn } from '@/lib/names';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MatchingRunControls } from './matching-run-controls';
import type { MatchingRun } from './use-matching-run';

/** What a run would take in, why it cannot run yet, and which openings have no company ranking; the run controls sit on top. */
export function MatchingPreviewCard({ state, preview, run }: { state: MatchingRoundState; preview: MatchingPreview; run: MatchingRun }) {
  const t = useTranslations('MatchingPreviewCard');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const blockedId = useId();
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>
            {t('counts', { students: preview.studentCount, applications: preview.applicationCount, openings: preview.openingCount })}
          </CardDescription>
        </div>
        <MatchingRunControls state={state} preview={preview} run={run} blockedId={blockedId} />
      </CardHeader>
      <CardContent className="grid gap-3">
        {!preview.canRun ? (
          <p id={blockedId} role="status" className="rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm text-warning-800">
            {state.canChangeResults
              ? t('blocked', { reason: preview.blockedReason ?? t('opensAt', { opensAt: formatDateTime(state.matchingOpensAt) }) })
              : t('announcementReached')}
          </p>
        ) : null}
        {preview.openingsWithoutRanking.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="font-medium text-warning-800">{t('withoutRanking', { count: preview.openingsWithoutRanking.length })}</h3>
            {/* Scrollable, so it takes focus: keyboard users can scroll a long list too. */}
            <ul
              tabIndex={0}
              aria-label={t('withoutRankingList')}
              className="grid max-h-60 gap-1 overflow-y-auto rounded-md text-sm text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {preview.openingsWithoutRanking.map((opening) => (
                <li key={opening.openingId}>
                  {t('openingItem', {
                    company: nameIn({ locale, th: opening.companyNameTh, en: opening.companyNameEn }),
                    title: opening.title,
                    count: opening.applicationCount,
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-gray-700">{t('allRanked')}</p>
        )}
      </CardContent>
    </Card>
  );
}
