'use client';

import { Eye, Megaphone, Send } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import type { EvaluationDetailView, EvaluationRowView } from '@/lib/evaluations';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { EvaluationAnswersView } from './evaluation-labels';

/** "the mid-term evaluation of <student>", in the page's language. */
function useKindOf() {
  const t = useTranslations('EvaluationActions');
  const labels = useTranslations('EvaluationLabels');
  return (row: EvaluationRowView) => t('target', { kind: labels(`kind.${row.kind}`), student: row.studentName });
}

/** Send the mentor a link now, or a new one (the old link stops working). */
export function SendEvaluationLinkButton({ row }: { row: EvaluationRowView }) {
  const t = useTranslations('EvaluationActions');
  const kindOf = useKindOf();
  const sending = useMutationAction<void>({
    action: () =>
      apiCall('POST /admin/sessions/{sessionId}/evaluations/send', {
        params: { sessionId: row.sessionId },
        body: { studentId: row.studentId, kind: row.kind },
      }),
    success: { title: t('sendSuccess'), description: row.mentorEmail ?? undefined },
    failure: t('sendFailure'),
  });
  if (row.state === 'SUBMITTED') return null;
  const isResend = row.sendCount > 0;
  const label = isResend ? t('resend') : t('send');
  return (
    <ConfirmDialog
      title={isResend ? t('resendTitle', { target: kindOf(row) }) : t('sendTitle', { target: kindOf(row) })}
      description={
        isResend ? t('resendDescription', { email: row.mentorEmail ?? '–' }) : t('sendDescription', { email: row.mentorEmail ?? '–' })
      }
      confirmLabel={label}
      onConfirm={async () => void (await sending.runOrThrow())}
      trigger={
        <Button size="sm" variant="outline">
          <Send aria-hidden="true" />
          {label}
          <span className="sr-only"> {kindOf(row)}</span>
        </Button>
      }
    />
  );
}

/** Show a submitted evaluation to its student (with a notice). */
export function ReleaseEvaluationButton({ row }: { row: EvaluationRowView }) {
  const t = useTranslations('EvaluationActions');
  const kindOf = useKindOf();
  const releasing = useMutationAction<void>({
    action: () =>
      apiCall('POST /admin/sessions/{sessionId}/evaluations/release', {
        params: { sessionId: row.sessionId },
        body: { requestIds: [row.requestId!] },
      }),
    success: t('releaseSuccess'),
    failure: t('releaseFailure'),
  });
  if (row.state !== 'SUBMITTED' || row.releasedAt || row.requestId === null) return null;
  return (
    <ConfirmDialog
      title={t('releaseTitle', { target: kindOf(row) })}
      description={t('releaseDescription')}
      confirmLabel={t('release')}
      onConfirm={async () => void (await releasing.runOrThrow())}
      trigger={
        <Button size="sm" variant="successOutline">
          <Megaphone aria-hidden="true" />
          {t('release')}
          <span className="sr-only"> {kindOf(row)}</span>
        </Button>
      }
    />
  );
}

/** The mentor's answers in a dialog, read when opened. */
export function ViewEvaluationButton({ row }: { row: EvaluationRowView }) {
  const t = useTranslations('EvaluationActions');
  const kindOf = useKindOf();
  const locale = useLocale();
  const { formatDate, formatDateTime } = datesFor(locale);
  const [detail, setDetail] = useState<EvaluationDetailView | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (row.state !== 'SUBMITTED' || row.requestId === null) return null;
  const load = (open: boolean) => {
    if (!open || detail) return;
    apiCall('GET /admin/sessions/{sessionId}/evaluations/{requestId}', { params: { sessionId: row.sessionId, requestId: row.requestId! } })
      .then(setDetail)
      .catch((caught) => setError(errorMessage(caught)));
  };
  return (
    <Dialog onOpenChange={load}>
      <DialogTrigger asChild>
        <Button size="sm" variant="cancel">
          <Eye aria-hidden="true" />
          {t('viewAnswers')}
          <span className="sr-only"> {kindOf(row)}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{kindOf(row)}</DialogTitle>
        <DialogDescription>
          {t('submittedLine', {
            company: nameIn({ locale, th: row.companyName, en: row.companyNameEn }),
            at: formatDateTime(row.submittedAt),
          })}
          {row.score !== null ? t('scorePart', { score: row.score }) : ''}
          {row.releasedAt ? t('releasedPart', { date: formatDate(row.releasedAt) }) : t('notReleasedPart')}
        </DialogDescription>
        {error ? (
          <p role="alert" className="text-error-700">
            {error}
          </p>
        ) : detail ? (
          <EvaluationAnswersView detail={detail} />
        ) : (
          <p>{t('loading')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
