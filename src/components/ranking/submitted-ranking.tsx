'use client';

import { Save, Star, XCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import type { RankedOpening, RankingSession, SubmittedRanking } from '@/lib/rankings';
import { CompanyLogo } from '@/components/companies/company-logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { MoveButtons } from './move-buttons';
import { SortableRankList } from './sortable-rank-list';

/**
 * The submitted applications of the current round: reorder (drag or buttons, then save) until the
 * reorder deadline, withdraw single applications until the cancel deadline, and see which companies
 * shared that they ranked the student.
 */
export function SubmittedRankingPanel({ session, ranking }: { session: RankingSession; ranking: SubmittedRanking }) {
  const t = useTranslations('SubmittedRanking');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const [order, setOrder] = useState<RankedOpening[]>(ranking.openings);
  const shared = useSharedRankings(session.sessionId, ranking.round);
  const isChanged = order.some((opening, index) => opening.openingId !== ranking.openings[index]?.openingId);
  const rows = order.map((opening) => ({ key: `applied-${opening.openingId}`, label: opening.title, opening }));

  const reorder = useMutationAction<void, void>({
    action: async () => {
      await apiCall('PUT /student/sessions/{sessionId}/ranking', {
        params: { sessionId: session.sessionId },
        body: { openingIds: order.map((opening) => opening.openingId) },
      });
    },
    success: t('reordered'),
    failure: t('reorderFailed'),
  });
  const withdrawal = useMutationAction<RankedOpening, void>({
    action: async (opening) => {
      await apiCall('PATCH /student/sessions/{sessionId}/ranking', {
        params: { sessionId: session.sessionId },
        body: { openingIds: [opening.openingId] },
      });
    },
    success: (_, opening) => ({ title: t('withdrawn'), description: opening.title }),
    failure: t('withdrawFailed'),
    onSuccess: (_, opening) => setOrder((previous) => previous.filter((candidate) => candidate.openingId !== opening.openingId)),
  });
  const saveOrder = () => reorder.runOrThrow();
  const companyNameOf = (opening: RankedOpening) =>
    nameIn({ locale, th: opening.company.companyNameTh, en: opening.company.companyNameEn });
  const withdraw = (opening: RankedOpening) => withdrawal.runOrThrow(opening);

  return (
    <section aria-labelledby="submitted-title" className="rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="submitted-title" className="text-lg font-semibold text-gray-900">
            {t('title', { round: ranking.round })}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{t('submittedAt', { date: formatDateTime(ranking.submittedAt) })}</p>
        </div>
        <Badge tone="success" size="md">
          {t('submitted')}
        </Badge>
      </div>
      {ranking.canReorder ? (
        <p className="mt-3 text-sm text-gray-700">{t('reorderUntil', { date: formatDateTime(ranking.reorderRankingDeadline) })}</p>
      ) : null}
      {ranking.canCancel ? (
        <p className="mt-1 text-sm text-gray-700">{t('withdrawUntil', { date: formatDateTime(ranking.cancelRankingDeadline) })}</p>
      ) : null}

      <div className="mt-4">
        {order.length === 0 ? (
          <p className="text-sm text-gray-600">{t('allWithdrawn')}</p>
        ) : (
          <SortableRankList
            rows={rows}
            isDisabled={!ranking.canReorder}
            onReorder={(next) => setOrder(next.map((row) => row.opening))}
            label={t('listLabel')}
            renderRow={(row, controls) => (
              // At 390 px the badge and the buttons go to a line of their own under the title, rather than pushing the row wider.
              <div
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-gray-200 bg-white p-2.5"
                data-testid="applied-opening"
              >
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white tabular-nums"
                  aria-label={t('rank', { rank: controls.index + 1 })}
                >
                  {controls.index + 1}
                </span>
                <CompanyLogo logoUrl={row.opening.company.logoUrl} name={companyNameOf(row.opening)} size="sm" />
                <div className="min-w-0 flex-1 basis-40">
                  <p className="truncate text-sm font-medium text-gray-900">{row.opening.title}</p>
                  <p className="truncate text-xs text-gray-600">{companyNameOf(row.opening)}</p>
                </div>
                <div className="ml-auto flex max-w-full flex-wrap items-center justify-end gap-2">
                  {shared.has(row.opening.openingId) ? (
                    <Badge tone="brand" className="max-w-full whitespace-normal">
                      <Star aria-hidden="true" />
                      {shared.get(row.opening.openingId)
                        ? t('sharedRankAt', { rank: shared.get(row.opening.openingId)! })
                        : t('sharedRank')}
                    </Badge>
                  ) : null}
                  {ranking.canReorder ? <MoveButtons controls={controls} label={row.opening.title} /> : null}
                  {ranking.canCancel ? (
                    <ConfirmDialog
                      tone="error"
                      title={t('withdrawTitle', { title: row.opening.title })}
                      description={t('withdrawDescription')}
                      confirmLabel={t('withdrawConfirm')}
                      onConfirm={() => withdraw(row.opening)}
                      trigger={
                        <Button size="sm" variant="errorOutline">
                          <XCircle aria-hidden="true" />
                          {t('withdraw')}
                        </Button>
                      }
                    />
                  ) : null}
                </div>
              </div>
            )}
          />
        )}
      </div>
      {ranking.canReorder ? (
        <div className="mt-4 flex items-center gap-3">
          <ConfirmDialog
            title={t('saveTitle')}
            description={t('saveDescription')}
            confirmLabel={t('saveConfirm')}
            onConfirm={saveOrder}
            trigger={
              <Button disabled={!isChanged}>
                <Save aria-hidden="true" />
                {t('save')}
              </Button>
            }
          />
          {isChanged ? (
            <Button variant="ghost" onClick={() => setOrder(ranking.openings)}>
              {t('reset')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** A company that told the student it ranked them (DOMAIN.md: shared rankings), by opening. Shared rankings exist only once companies submitted; any failure leaves the badges out rather than the screen. */
function useSharedRankings(sessionId: number, round: number): Map<number, number | null> {
  const [shared, setShared] = useState<Map<number, number | null>>(new Map());
  useEffect(() => {
    const controller = new AbortController();
    apiCall('GET /student/sessions/{sessionId}/shared-rankings/{round}', { params: { sessionId, round }, signal: controller.signal })
      .then((answer) => setShared(new Map(answer.items.map((item) => [item.openingId, item.companyPreferenceRank]))))
      .catch(() => undefined);
    return () => controller.abort();
  }, [sessionId, round]);
  return shared;
}
