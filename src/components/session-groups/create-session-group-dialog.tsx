'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/components/ui/use-mutation-action';
import { toBangkokInput } from './bangkok-time';
import { useFieldErrorsOf } from './field-errors';
import { roundValuesOf, RoundsEditor, type RoundDraft } from './rounds-editor';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A sample schedule a week from now, at 23:59 Bangkok time, so a person adjusts dates rather than typing sixteen. */
function sampleRound(): RoundDraft {
  const today = toBangkokInput(new Date().toISOString()).slice(0, 10);
  const at = (days: number) => toBangkokInput(new Date(new Date(`${today}T23:59:00+07:00`).getTime() + days * DAY_MS).toISOString());
  return {
    openingSubmissionDeadline: at(7),
    openingAnnouncementDate: at(10),
    studentRankingDeadline: at(24),
    applicationAnnouncementDate: at(25),
    companyRankingDeadline: at(32),
    reorderRankingDeadline: at(34),
    cancelRankingDeadline: at(34),
    resultAnnouncementDate: at(36),
  };
}

export function CreateSessionGroupDialog() {
  const t = useTranslations('CreateSessionGroupDialog');
  const common = useTranslations('SessionFieldErrors');
  const fieldErrorsOf = useFieldErrorsOf();
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [rounds, setRounds] = useState<RoundDraft[]>(() => [sampleRound()]);
  const isInvalid = (error: unknown) => error instanceof ApiError && error.status === 400;
  const dialog = useFormDialog({
    action: () => apiCall('POST /admin/session-groups', { body: { title, rounds: roundValuesOf(rounds) } }),
    success: (group) => ({ title: t('created'), description: group.title }),
    failure: t('failed'),
    describeError: (error) => (isInvalid(error) ? common('checkMarked') : errorMessage(error)),
    fieldErrors: (error) => (isInvalid(error) ? fieldErrorsOf((error as ApiError).message) : {}),
    // The header's session selector lives in the layout, which a push keeps: the hook's refresh lists the new group.
    onSuccess: (group) => router.push(`/session-group/${group.sessionGroupId}`),
    onOpen: () => {
      setTitle('');
      setRounds([sampleRound()]);
    },
  });
  const errors = dialog.fieldErrors;
  const isSaving = dialog.isSaving;

  async function submit(event: FormEvent) {
    event.preventDefault();
    await dialog.run();
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t('create')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-5xl overflow-y-auto">
        <DialogTitle>{t('create')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        <form onSubmit={submit} className="grid gap-5" noValidate>
          <Field id="session-group-title" label={t('title')} required error={errors.title}>
            <Input
              id="session-group-title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              placeholder={t('titlePlaceholder')}
              aria-invalid={Boolean(errors.title) || undefined}
              aria-describedby={describedBy('session-group-title', { error: errors.title })}
              autoFocus
            />
          </Field>
          {errors[''] || errors.rounds ? <p className="text-sm text-error-700">{errors[''] ?? errors.rounds}</p> : null}
          <RoundsEditor idPrefix="create" rounds={rounds} onChange={setRounds} errors={errors} disabled={isSaving} />
          <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
            <Button variant="cancel" onClick={dialog.close} disabled={isSaving}>
              {common('cancel')}
            </Button>
            <Button type="submit" isLoading={isSaving} loadingText={t('creating')}>
              {t('create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
