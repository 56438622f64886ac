'use client';

import { UserPlus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { cn } from '@/lib/cn';
import type { MatchingOpeningOption } from '@/lib/matching';
import { nameIn } from '@/lib/names';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { controlClasses, Input } from '@/components/ui/input';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** Sets one student's match by hand, after a confirmation naming the student and the opening. */
export function ManualMatchForm({ sessionId, openingOptions }: { sessionId: number; openingOptions: MatchingOpeningOption[] }) {
  const t = useTranslations('ManualMatchForm');
  const locale = useLocale();
  // The company in the page's language, else in the other (the options carry both).
  const companyOf = (option: MatchingOpeningOption) => nameIn({ locale, th: option.companyNameTh, en: option.companyNameEn });
  const id = useId();
  const [studentId, setStudentId] = useState('');
  const [openingId, setOpeningId] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opening = openingOptions.find((option) => String(option.openingId) === openingId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!studentId.trim() || !opening) {
      setError(t('required'));
      return;
    }
    setError(null);
    setIsConfirming(true);
  }

  const setting = useMutationAction<{ studentId: string; openingId: number }, unknown>({
    action: ({ studentId: student, openingId: opening }) =>
      apiCall('POST /admin/sessions/{sessionId}/enrollments/{studentId}/matching', {
        params: { sessionId, studentId: student },
        body: { openingId: opening },
      }),
    success: (_, input) => t('setFor', { studentId: input.studentId }),
    failure: t('failed'),
    onSuccess: () => {
      setStudentId('');
      setOpeningId('');
    },
  });
  const confirm = async () => {
    await setting.runOrThrow({ studentId: studentId.trim(), openingId: Number(openingId) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {openingOptions.length === 0 ? (
          <p className="text-sm text-gray-700">{t('noOpenings')}</p>
        ) : (
          <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end" noValidate>
            <Field id={`${id}-student`} label={t('studentId')} required error={error ?? undefined}>
              <Input
                id={`${id}-student`}
                value={studentId}
                onChange={(event) => setStudentId(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-student-error` : undefined}
              />
            </Field>
            <Field id={`${id}-opening`} label={t('opening')} required>
              <select
                id={`${id}-opening`}
                value={openingId}
                onChange={(event) => setOpeningId(event.target.value)}
                className={cn(controlClasses, 'h-10')}
              >
                <option value="">{t('chooseOpening')}</option>
                {openingOptions.map((option) => (
                  <option key={option.openingId} value={option.openingId}>
                    {t('option', {
                      company: companyOf(option),
                      title: option.title,
                      remaining: option.remainingQuota,
                      quota: option.quota,
                    })}
                  </option>
                ))}
              </select>
            </Field>
            <Button type="submit">
              <UserPlus aria-hidden="true" />
              {t('submit')}
            </Button>
          </form>
        )}
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={t('confirmTitle', { studentId: studentId.trim() })}
          description={
            opening
              ? t('confirmDescription', { company: companyOf(opening), title: opening.title, left: opening.remainingQuota - 1 })
              : undefined
          }
          confirmLabel={t('submit')}
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  );
}
