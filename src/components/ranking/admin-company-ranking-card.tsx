'use client';

import { History, ListOrdered, Undo2 } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import type { AdminCompanyRankingView } from '@/lib/company-rankings';
import { datesFor } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

export type RankingAccount = AdminCompanyRankingView['submittedBy'];
export type RankedApplicant = { applicationId: number; studentId: string; name: string; profileToken: string; isShared?: boolean };

/** GET /api/admin/openings/{openingId}/ranking/{round} as the page hands it over: the students named, the excluded ones too. */
export type AdminCompanyRanking = Omit<AdminCompanyRankingView, 'applications' | 'excludedApplicationIds'> & {
  applications: RankedApplicant[];
  excludedApplications: RankedApplicant[];
};

const ACTION_KEYS = { SUBMIT: 'submit', UNSUBMIT: 'unsubmit', REORDER: 'reorder', CANCEL: 'cancel' } as const satisfies Record<
  AdminCompanyRanking['history'][number]['action'],
  string
>;

type CardMessages = ReturnType<typeof useTranslations<'AdminCompanyRankingCard'>>;

function accountName(account: RankingAccount, t: CardMessages): string {
  if (!account) return t('unknownAccount');
  return account.username ?? account.email ?? account.platformUid;
}

function StudentLink({ applicant }: { applicant: RankedApplicant }) {
  return (
    <Link
      href={`/student/profile/${encodeURIComponent(applicant.profileToken)}`}
      className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {applicant.name || applicant.studentId}
    </Link>
  );
}

/**
 * The admin's look at the company's ranking of one opening in one round: the submitted order, the
 * excluded applicants with the company's note, every submit and unsubmit with who did it, and the
 * unsubmit that sends the ranking back to the company's draft (behind a confirmation).
 */
export function AdminCompanyRankingCard({
  ranking,
  companyName,
  canUnsubmit,
  unsubmitBlockedReason,
}: {
  ranking: AdminCompanyRanking;
  companyName: string;
  canUnsubmit: boolean;
  unsubmitBlockedReason: string | null;
}) {
  const t = useTranslations('AdminCompanyRankingCard');
  const { formatDateTime } = datesFor(useLocale());
  const isSubmitted = ranking.submittedAt !== null;
  const unsubmitting = useMutationAction<void, unknown>({
    action: () =>
      apiCall('DELETE /admin/openings/{openingId}/ranking/{round}', { params: { openingId: ranking.openingId, round: ranking.round } }),
    success: { title: t('unsubmitted'), description: t('unsubmittedDescription', { company: companyName }) },
    failure: t('unsubmitFailed'),
  });
  const unsubmit = async () => {
    await unsubmitting.runOrThrow();
  };

  return (
    <Card role="region" aria-label={t('regionLabel', { round: ranking.round })} className="mb-6">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle className="flex flex-wrap items-center gap-2">
            <ListOrdered aria-hidden="true" className="size-5 text-gray-500" />
            {t('title', { round: ranking.round })}
            {isSubmitted ? <Badge tone="success">{t('submitted')}</Badge> : <Badge tone="neutral">{t('notSubmitted')}</Badge>}
          </CardTitle>
          <CardDescription>
            {isSubmitted
              ? t('submittedBy', { account: accountName(ranking.submittedBy, t), date: formatDateTime(ranking.submittedAt) })
              : t('notSubmittedDescription')}
          </CardDescription>
        </div>
        {isSubmitted ? (
          <div className="mt-2 grid justify-items-start gap-1 sm:mt-0 sm:justify-items-end">
            <ConfirmDialog
              tone="error"
              title={t('unsubmitTitle', { company: companyName })}
              description={t('unsubmitDescription', { round: ranking.round })}
              confirmLabel={t('unsubmitConfirm')}
              onConfirm={unsubmit}
              trigger={
                <Button variant="errorOutline" disabled={!canUnsubmit}>
                  <Undo2 aria-hidden="true" />
                  {t('unsubmit')}
                </Button>
              }
            />
            {unsubmitBlockedReason ? <p className="max-w-xs text-xs text-gray-600">{unsubmitBlockedReason}</p> : null}
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        {isSubmitted ? (
          <div className="grid gap-6 md:grid-cols-2">
            <section aria-labelledby={`ranked-${ranking.openingId}`}>
              <h3 id={`ranked-${ranking.openingId}`} className="text-sm font-semibold text-gray-900">
                {t('ranked', { count: ranking.applications.length })}
              </h3>
              {ranking.applications.length === 0 ? (
                <p className="mt-2 text-sm text-gray-600">{t('noneRanked')}</p>
              ) : (
                <ol className="mt-2 grid gap-1.5 text-sm">
                  {ranking.applications.map((applicant, index) => (
                    <li key={applicant.applicationId} className="flex flex-wrap items-center gap-2">
                      <span className="w-6 text-right font-semibold text-gray-700 tabular-nums">{index + 1}.</span>
                      <StudentLink applicant={applicant} />
                      <span className="font-mono text-xs text-gray-600">{applicant.studentId}</span>
                      {applicant.isShared ? <Badge tone="info">{t('shared')}</Badge> : null}
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section aria-labelledby={`excluded-${ranking.openingId}`}>
              <h3 id={`excluded-${ranking.openingId}`} className="text-sm font-semibold text-gray-900">
                {t('excluded', { count: ranking.excludedApplications.length })}
              </h3>
              {ranking.excludedApplications.length === 0 ? (
                <p className="mt-2 text-sm text-gray-600">{t('noneExcluded')}</p>
              ) : (
                <ul className="mt-2 grid gap-1.5 text-sm">
                  {ranking.excludedApplications.map((applicant) => (
                    <li key={applicant.applicationId} className="flex flex-wrap items-center gap-2">
                      <StudentLink applicant={applicant} />
                      <span className="font-mono text-xs text-gray-600">{applicant.studentId}</span>
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-3 text-sm text-gray-700">
                <span className="font-medium text-gray-900">{t('note')}</span>
                {ranking.excludedApplicationNote ?? <span className="text-gray-600">{t('noNote')}</span>}
              </p>
            </section>
          </div>
        ) : null}
        <section aria-labelledby={`history-${ranking.openingId}`}>
          <h3 id={`history-${ranking.openingId}`} className="flex items-center gap-2 text-sm font-semibold text-gray-900">
            <History aria-hidden="true" className="size-4 text-gray-500" />
            {t('historyTitle')}
          </h3>
          {ranking.history.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">{t('historyEmpty')}</p>
          ) : (
            <ol aria-label={t('historyLabel')} className="mt-2 grid gap-2 border-l-2 border-gray-200 pl-4">
              {[...ranking.history].reverse().map((entry, index) => (
                <li key={`${entry.submittedAt}-${index}`} className="text-sm">
                  <span className="font-medium text-gray-800">{t(`actions.${ACTION_KEYS[entry.action]}`)}</span>
                  <span className="text-gray-600">
                    {' '}
                    {t('historyEntry', { date: formatDateTime(entry.submittedAt), account: accountName(entry.submittedBy, t) })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
