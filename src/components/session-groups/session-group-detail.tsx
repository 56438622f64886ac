'use client';

import { ArrowRight, CalendarCheck, CircleCheck, Plus, UserCheck } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import { datesFor } from '@/lib/dates';
import { ROUND_DATE_KEYS } from '@/lib/labels';
import type { SessionGroupView } from '@/lib/session-groups';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBlockingTask } from '@/components/ui/loading-overlay';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { useFieldErrorsOf } from './field-errors';
import { roundDraftOf, roundValuesOf, RoundsEditor, type RoundDraft } from './rounds-editor';
import { DEFAULT_SESSION_VALUES, SessionForm } from './session-form';

export function SessionGroupDetail({ group }: { group: SessionGroupView }) {
  return (
    <div className="grid gap-6">
      <CloseRoundCard group={group} />
      <SessionsCard group={group} />
      <GroupSettingsCard group={group} />
    </div>
  );
}

function CloseRoundCard({ group }: { group: SessionGroupView }) {
  const t = useTranslations('SessionGroupDetail');
  const labels = useTranslations('Labels');
  const { formatDateTime } = datesFor(useLocale());
  const round = group.currentRound;
  const next = group.currentRound + 1;
  const current = group.rounds.find((round) => round.round === group.currentRound);
  const hasNext = group.rounds.some((round) => round.round === group.currentRound + 1);
  const notMatched = group.sessions.filter((session) => !session.isMatchingInitiated);
  const blocking = useBlockingTask();
  const closing = useMutationAction({
    action: () =>
      blocking.run(
        t('closing', { round }),
        () =>
          apiCall('POST /admin/session-groups/{sessionGroupId}/close-round', {
            params: { sessionGroupId: group.sessionGroupId },
            expectedStatuses: [200],
          }),
        t('closingHint'),
      ),
    success: (updated) => ({ title: t('closed', { round }), description: t('nowRound', { round: updated.currentRound }) }),
    failure: t('closeFailed'),
  });

  return (
    <Card>
      {blocking.overlay}
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{labels('round', { round })}</CardTitle>
          <Badge tone="brand">{t('current')}</Badge>
        </div>
        <CardDescription>{t('ofRounds', { count: group.rounds.length })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {current ? (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
            {ROUND_DATE_KEYS.map((key) => (
              <div key={key} className="min-w-0">
                <dt className="text-xs text-gray-600">{labels(`roundDate.${key}`)}</dt>
                <dd className="text-sm font-medium text-gray-900">{formatDateTime(current[key], t('notOpen'))}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="flex flex-col gap-3 rounded-xl border border-dashed bg-gray-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-700">{hasNext ? t('closeHint', { round, next }) : t('lastRound', { round })}</p>
          <ConfirmDialog
            tone="error"
            title={t('closeTitle', { round })}
            description={
              <span className="grid gap-2">
                <span>{t('closeStarts', { next })}</span>
                <span className="block">{t('closeUnmatched')}</span>
                <span className="block">{t('closeMatched')}</span>
                <span className="block">{t('closeReopen')}</span>
                {notMatched.length ? (
                  <span className="block font-medium text-error-800">
                    {t('notMatchedYet', { sessions: notMatched.map((session) => session.title).join(', ') })}
                  </span>
                ) : null}
              </span>
            }
            confirmLabel={t('close', { round })}
            onConfirm={async () => void (await closing.runOrThrow())}
            trigger={
              <Button variant="errorOutline" disabled={!hasNext}>
                <CircleCheck aria-hidden="true" />
                {t('close', { round })}
              </Button>
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}

function SessionsCard({ group }: { group: SessionGroupView }) {
  const t = useTranslations('SessionGroupDetail');
  const common = useTranslations('SessionFieldErrors');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>{t('sessionsTitle')}</CardTitle>
          <CardDescription>{t('sessionsDescription')}</CardDescription>
        </div>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" className="mt-2 sm:mt-0">
              <Plus aria-hidden="true" />
              {t('createSession')}
            </Button>
          </DialogTrigger>
          <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
            <DialogTitle>{t('createSession')}</DialogTitle>
            <DialogDescription>{t('inGroup', { group: group.title })}</DialogDescription>
            <SessionForm
              idPrefix="new-session"
              initial={DEFAULT_SESSION_VALUES}
              submitLabel={t('createSession')}
              footer={
                <Button variant="cancel" onClick={() => setOpen(false)}>
                  {common('cancel')}
                </Button>
              }
              save={{
                action: (values) => apiCall('POST /admin/sessions', { body: { ...values, sessionGroupId: group.sessionGroupId } }),
                success: (session) => ({ title: t('sessionCreated'), description: session.title }),
                // The hook's refresh after the push brings the layout's session selector up to date.
                onSuccess: (session) => {
                  setOpen(false);
                  router.push(`/session/${session.sessionId}`);
                },
              }}
            />
          </DialogContent>
        </Dialog>
      </CardHeader>
      <CardContent>
        {group.sessions.length === 0 ? (
          <EmptyState headingLevel="h3" icon={CalendarCheck} title={t('noSessions')} description={t('noSessionsHint')} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {group.sessions.map((session) => (
              <li key={session.sessionId} className="grid gap-3 rounded-xl border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-gray-900">{session.title}</h3>
                  <Badge tone={session.isMatchingInitiated ? 'success' : 'neutral'} dot>
                    {session.isMatchingInitiated ? t('matched') : t('notMatched')}
                  </Badge>
                </div>
                {session.description ? <p className="line-clamp-2 text-sm text-gray-600">{session.description}</p> : null}
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-gray-600">{t('applicationsPerStudent')}</dt>
                    <dd className="font-medium text-gray-900">
                      {session.minimumApplicationPerStudent}–{session.maximumApplicationPerStudent}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-gray-600">{t('minimumCompanies')}</dt>
                    <dd className="font-medium text-gray-900">{session.minimumUniqueCompanyCountPerStudent}</dd>
                  </div>
                </dl>
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm">
                    <Link href={`/session/${session.sessionId}`}>
                      {t('manage')}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild size="sm" variant="ghost">
                    <Link href={`/session/${session.sessionId}/${group.currentRound}/matching`}>
                      <UserCheck aria-hidden="true" />
                      {t('matching')}
                      <span className="sr-only">{t('matchingOf', { session: session.title })}</span>
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function GroupSettingsCard({ group }: { group: SessionGroupView }) {
  const t = useTranslations('SessionGroupDetail');
  const common = useTranslations('SessionFieldErrors');
  const fieldErrorsOf = useFieldErrorsOf();
  const [title, setTitle] = useState(group.title);
  const [rounds, setRounds] = useState<RoundDraft[]>(() => group.rounds.map(roundDraftOf));
  const isInvalid = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 400;
  const saving = useMutationAction({
    action: () =>
      apiCall('PATCH /admin/session-groups/{sessionGroupId}', {
        params: { sessionGroupId: group.sessionGroupId },
        body: { title, rounds: roundValuesOf(rounds) },
      }),
    success: t('saved'),
    failure: common('saveFailed'),
    describeError: (error) => (isInvalid(error) ? common('checkMarked') : errorMessage(error)),
    fieldErrors: (error) => (isInvalid(error) ? fieldErrorsOf(error.message) : {}),
  });
  const errors = saving.fieldErrors;
  const isSaving = saving.isPending;

  async function save(event: FormEvent) {
    event.preventDefault();
    await saving.run();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settingsTitle')}</CardTitle>
        <CardDescription>{t('settingsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="grid gap-5" noValidate>
          <Field id="group-title" label={t('groupTitle')} required error={errors.title}>
            <Input
              id="group-title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              aria-invalid={Boolean(errors.title) || undefined}
              aria-describedby={describedBy('group-title', { error: errors.title })}
            />
          </Field>
          {errors[''] || errors.rounds ? <p className="text-sm text-error-700">{errors[''] ?? errors.rounds}</p> : null}
          <RoundsEditor
            idPrefix="edit"
            rounds={rounds}
            onChange={setRounds}
            errors={errors}
            lockedRoundCount={group.currentRound}
            disabled={isSaving}
          />
          <div className="flex justify-end border-t pt-4">
            <Button type="submit" isLoading={isSaving} loadingText={common('saving')}>
              {t('saveChanges')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
