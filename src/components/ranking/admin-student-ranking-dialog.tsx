'use client';

import { ListOrdered, Undo2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { errorMessage } from '@/lib/api-client';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import type { SubmittedRanking } from '@/lib/rankings';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { RankingHistory } from './ranking-history';

/**
 * An admin's look at one student's ranking of the current round (openings, history with who did
 * what) and the unsubmit that sends it back to draft, behind a confirmation.
 */
export function AdminStudentRankingDialog({
  sessionId,
  round,
  studentId,
  studentName,
}: {
  sessionId: number;
  round: number;
  studentId: string;
  studentName: string;
}) {
  const [ranking, setRanking] = useState<SubmittedRanking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const params = { sessionId, studentId, round };

  async function load() {
    setError(null);
    try {
      setRanking(await apiCall('GET /admin/sessions/{sessionId}/enrollments/{studentId}/ranking/{round}', { params }));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  const t = useTranslations('AdminStudentRankingDialog');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const unsubmitting = useMutationAction<void, void>({
    action: async () => {
      await apiCall('DELETE /admin/sessions/{sessionId}/enrollments/{studentId}/ranking/{round}', { params });
      await load();
    },
    success: { title: t('unsubmitted'), description: t('unsubmittedDescription', { student: studentName }) },
    failure: t('unsubmitFailed'),
  });
  const unsubmit = () => unsubmitting.runOrThrow();

  const titles = new Map(ranking?.openings.map((opening) => [opening.openingId, opening.title]) ?? []);
  return (
    <Dialog onOpenChange={(open) => (open ? void load() : setRanking(null))}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t('openLabel', { student: studentName })}>
          <ListOrdered aria-hidden="true" />
          {t('open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{t('title', { student: studentName, round })}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        {error ? (
          <p className="text-sm text-error-700">{error}</p>
        ) : ranking === null ? (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner className="size-4" /> {t('loading')}
          </p>
        ) : (
          <div className="grid gap-4">
            {ranking.isSubmitted ? (
              <>
                <p className="text-sm text-gray-700">{t('submittedAt', { date: formatDateTime(ranking.submittedAt) })}</p>
                <ol className="list-decimal pl-6 text-sm text-gray-900">
                  {ranking.openings.map((opening) => (
                    <li key={opening.openingId}>
                      {t('item', {
                        title: opening.title,
                        company: nameIn({ locale, th: opening.company.companyNameTh, en: opening.company.companyNameEn }),
                      })}
                    </li>
                  ))}
                </ol>
                <div>
                  <ConfirmDialog
                    tone="error"
                    title={t('unsubmitTitle')}
                    description={t('unsubmitDescription', { student: studentName })}
                    confirmLabel={t('unsubmitConfirm')}
                    onConfirm={unsubmit}
                    trigger={
                      <Button variant="errorOutline">
                        <Undo2 aria-hidden="true" />
                        {t('unsubmit')}
                      </Button>
                    }
                  />
                </div>
              </>
            ) : (
              <p className="text-sm text-gray-600">{t('none')}</p>
            )}
            <RankingHistory rankings={[ranking]} titleOf={(openingId) => titles.get(openingId)} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
