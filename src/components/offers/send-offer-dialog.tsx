'use client';

import { Send } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import { offerStudentIn, type OfferCandidateView, type OfferOpeningView } from '@/lib/offers';
import { fromBangkokInput, toBangkokInput } from '@/components/session-groups/bangkok-time';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { ThaiDateTimeInput } from '@/components/ui/thai-date-time-input';
import { useFormDialog } from '@/components/ui/use-mutation-action';

const DEFAULT_ANSWER_MS = 48 * 3_600_000;

/** The company sends one offer: which of its openings with a place left, and until when the student may answer. */
export function SendOfferDialog({
  sessionId,
  student,
  openings,
  closesAt,
}: {
  sessionId: number;
  student: OfferCandidateView;
  openings: OfferOpeningView[];
  closesAt: string;
}) {
  const t = useTranslations('SendOfferDialog');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const available = openings.filter((opening) => opening.remainingQuota > 0);
  const defaultDeadline = () =>
    toBangkokInput(new Date(Math.min(Date.now() + DEFAULT_ANSWER_MS, new Date(closesAt).getTime())).toISOString());
  const [openingId, setOpeningId] = useState<number | null>(available[0]?.openingId ?? null);
  const [deadline, setDeadline] = useState('');
  const dialog = useFormDialog<{ openingId: number; studentId: string; answerDeadline: string }>({
    action: (body) => apiCall('POST /company/sessions/{sessionId}/offers', { params: { sessionId }, body }),
    success: { title: t('sent'), description: offerStudentIn(student, locale) },
    failure: t('sendFailed'),
    toastError: false,
    onOpen: () => {
      setOpeningId(available[0]?.openingId ?? null);
      setDeadline(defaultDeadline());
    },
  });
  const idBase = `send-offer-${student.studentId}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answerDeadline = fromBangkokInput(deadline);
    if (openingId === null) return dialog.setError(t('chooseOpening'));
    if (!answerDeadline) return dialog.setError(t('deadlineRequired'));
    await dialog.run({ openingId, studentId: student.studentId, answerDeadline });
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={available.length === 0}
          aria-label={t('sendTo', { student: offerStudentIn(student, locale) })}
        >
          <Send aria-hidden="true" />
          {t('send')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t('sendTo', { student: offerStudentIn(student, locale) })}</DialogTitle>
        <DialogDescription>{t('description', { date: formatDateTime(closesAt) })}</DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field id={`${idBase}-opening`} label={t('opening')} required>
            <select
              id={`${idBase}-opening`}
              className="h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900"
              value={openingId ?? ''}
              onChange={(event) => setOpeningId(Number(event.target.value))}
            >
              {available.map((opening) => (
                <option key={opening.openingId} value={opening.openingId}>
                  {t('openingOption', { title: opening.title, remaining: opening.remainingQuota })}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${idBase}-deadline`} label={t('answerBy')} hint={t('answerByHint')} required>
            <ThaiDateTimeInput
              id={`${idBase}-deadline`}
              value={deadline}
              required
              onChange={setDeadline}
              aria-describedby={describedBy(`${idBase}-deadline`, { hint: true })}
            />
          </Field>
          {dialog.error ? (
            <p role="alert" className="text-sm text-error-700">
              {dialog.error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="cancel" onClick={dialog.close} disabled={dialog.isSaving}>
              {t('cancel')}
            </Button>
            <Button type="submit" isLoading={dialog.isSaving} loadingText={t('sending')}>
              {t('send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
