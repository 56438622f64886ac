'use client';

import { CheckCircle2, CircleAlert, CloudUpload, ListOrdered, Send, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { StudentOpeningView } from '@/lib/openings';
import { effectiveDividerIndex, rankingChecks } from '@/lib/ranking-rules';
import type { RankingDraft, RankingSession } from '@/lib/rankings';
import { cn } from '@/lib/cn';
import { nameIn } from '@/lib/names';
import { CompanyLogo } from '@/components/companies/company-logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { autosaveStatusText } from './autosave-status-text';
import { OpeningPicker, type OpeningPickerList } from './opening-picker';
import { rankingBlockText } from './ranking-gate-text';
import { MoveButtons } from './move-buttons';
import { SortableRankList, type RankRowControls } from './sortable-rank-list';
import { useAutosave, type AutosaveState } from './use-autosave';

type DraftRow = { key: string; label: string } & ({ kind: 'opening'; opening: StudentOpeningView } | { kind: 'divider' });

type DraftValue = { openings: StudentOpeningView[]; dividerIndex: number | null };

function rowsOf(value: DraftValue, maximum: number, dividerLabel: string): DraftRow[] {
  const line = effectiveDividerIndex(value.dividerIndex, value.openings.length, maximum);
  const rows: DraftRow[] = value.openings.map((opening) => ({
    key: `opening-${opening.openingId}`,
    label: opening.title,
    kind: 'opening',
    opening,
  }));
  rows.splice(line, 0, { key: 'divider', label: dividerLabel, kind: 'divider' });
  return rows;
}

function valueOf(rows: DraftRow[]): DraftValue {
  return {
    openings: rows.flatMap((row) => (row.kind === 'opening' ? [row.opening] : [])),
    dividerIndex: rows.findIndex((row) => row.kind === 'divider'),
  };
}

/**
 * The student's draft before submitting: drag (or move with buttons) openings and the apply line,
 * add from bookmarks or a search, remove; every change is autosaved. Above the line are the
 * applications; the session's rules are checked live and once more by the server on submit.
 */
export function DraftEditor({
  session,
  draft,
  bookmarked,
}: {
  session: RankingSession;
  draft: RankingDraft;
  bookmarked: OpeningPickerList;
}) {
  const t = useTranslations('DraftEditor');
  const locale = useLocale();
  const [value, setValue] = useState<DraftValue>({ openings: draft.openings, dividerIndex: draft.dividerIndex });
  const autosave = useAutosave(value, async (next) => {
    await apiCall('PUT /student/sessions/{sessionId}/ranking/draft', {
      params: { sessionId: session.sessionId },
      body: { dividerIndex: next.dividerIndex, openingIds: next.openings.map((opening) => opening.openingId) },
    });
  });
  const rows = rowsOf(value, session.maximumApplicationPerStudent, t('dividerLabel'));
  const line = rows.findIndex((row) => row.kind === 'divider');
  const applied = value.openings.slice(0, line);
  const checks = rankingChecks(applied, session);
  const closedAbove = applied.filter((opening) => !opening.isAcceptingApplication);
  const canSubmit = session.isRankingAllowed && checks.every((check) => check.isMet) && closedAbove.length === 0;
  const excludedIds = useMemo(() => new Set(value.openings.map((opening) => opening.openingId)), [value.openings]);

  const update = (next: DraftRow[]) => setValue(valueOf(next));
  const remove = (openingId: number) => {
    const index = value.openings.findIndex((opening) => opening.openingId === openingId);
    setValue({
      openings: value.openings.filter((opening) => opening.openingId !== openingId),
      dividerIndex: value.dividerIndex !== null && index < value.dividerIndex ? value.dividerIndex - 1 : value.dividerIndex,
    });
  };
  const add = (opening: StudentOpeningView) => setValue((previous) => ({ ...previous, openings: [...previous.openings, opening] }));

  const submitting = useMutationAction<void, void>({
    action: async () => {
      await autosave.flush();
      await apiCall('POST /student/sessions/{sessionId}/ranking', {
        params: { sessionId: session.sessionId },
        body: { openingIds: applied.map((opening) => opening.openingId) },
      });
    },
    success: { title: t('submitted'), description: t('submittedDescription', { count: applied.length, round: session.currentRound }) },
    failure: t('submitFailed'),
  });
  const submit = () => submitting.runOrThrow();

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <section aria-labelledby="draft-title" className="rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="draft-title" className="text-lg font-semibold text-gray-900">
              {t('title')}
            </h2>
            <p className="mt-1 text-sm text-gray-600">{t('intro')}</p>
          </div>
          <SaveStatus state={autosave} />
        </div>

        <div className="mt-4">
          {value.openings.length === 0 ? (
            <EmptyState icon={ListOrdered} title={t('emptyTitle')} description={t('emptyDescription')} />
          ) : (
            <SortableRankList
              rows={rows}
              onReorder={update}
              label={t('listLabel')}
              renderRow={(row, controls) =>
                row.kind === 'divider' ? (
                  <DividerRow controls={controls} appliedCount={line} />
                ) : (
                  <DraftOpeningRow
                    opening={row.opening}
                    rank={controls.index < line ? controls.index + 1 : null}
                    controls={controls}
                    onRemove={() => remove(row.opening.openingId)}
                  />
                )
              }
            />
          )}
        </div>
      </section>

      <section aria-labelledby="submit-title" className="rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5">
        <h2 id="submit-title" className="text-base font-semibold text-gray-900">
          {t('beforeSubmit')}
        </h2>
        <ul className="mt-3 grid gap-1.5 text-sm" aria-label={t('rulesLabel')}>
          {checks.map((check) => (
            <CheckItem key={check.key} isMet={check.isMet} text={t(`checks.${check.key}`, { limit: check.limit, count: check.count })} />
          ))}
          {closedAbove.length > 0 ? (
            <CheckItem isMet={false} text={t('closedAbove', { titles: closedAbove.map((opening) => opening.title).join(', ') })} />
          ) : null}
        </ul>
        {session.rankingBlock ? <RankingBlockNote session={session} /> : null}
        <div className="mt-4">
          <ConfirmDialog
            title={t('confirmTitle', { count: applied.length })}
            description={
              <span className="grid gap-2">
                <span>{t('confirmNote')}</span>
                <ol className="list-decimal pl-5 text-gray-800">
                  {applied.map((opening) => (
                    <li key={opening.openingId}>
                      {t('confirmItem', {
                        title: opening.title,
                        company: nameIn({ locale, th: opening.company.companyNameTh, en: opening.company.companyNameEn }),
                      })}
                    </li>
                  ))}
                </ol>
              </span>
            }
            confirmLabel={t('confirmLabel')}
            onConfirm={submit}
            trigger={
              <Button disabled={!canSubmit}>
                <Send aria-hidden="true" />
                {t('submit')}
              </Button>
            }
          />
        </div>
      </section>

      <OpeningPicker sessionId={session.sessionId} bookmarked={bookmarked} excludedIds={excludedIds} onAdd={add} />
    </div>
  );
}

/** Why the submit button is off, in the words of the submit's own refusal, with the way to the profile when that is the reason. */
function RankingBlockNote({ session }: { session: RankingSession }) {
  const t = useTranslations('DraftEditor');
  const gate = useTranslations('RankingGate');
  const locale = useLocale();
  const block = session.rankingBlock!;
  const text = rankingBlockText({
    t: gate,
    locale,
    block,
    context: { ...session, round: session.currentRound, missingProfileFields: session.missingProfileFields },
  });
  return (
    <p className="mt-3 text-sm text-warning-800" data-testid="ranking-block">
      {t('blockNote', { reason: text })}
      {block === 'PROFILE_INCOMPLETE' ? (
        <>
          {' '}
          <Link href="/profile" className="font-medium text-brand-700 underline underline-offset-2">
            {t('goToProfile')}
          </Link>
        </>
      ) : null}
    </p>
  );
}

function SaveStatus({ state }: { state: AutosaveState }) {
  const t = useTranslations('DraftEditor');
  const text = autosaveStatusText({ t, locale: useLocale(), state });
  return (
    <p
      role="status"
      className={cn('flex items-center gap-1.5 text-sm', state.status === 'error' ? 'text-error-700' : 'text-gray-600')}
      title={state.error ?? undefined}
    >
      <CloudUpload aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}

function CheckItem({ isMet, text }: { isMet: boolean; text: string }) {
  const t = useTranslations('DraftEditor');
  const Icon = isMet ? CheckCircle2 : CircleAlert;
  return (
    <li className={cn('flex items-start gap-2', isMet ? 'text-success-800' : 'text-warning-800')}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">{isMet ? t('met') : t('notMet')}</span>
        {text}
      </span>
    </li>
  );
}

function DividerRow({ controls, appliedCount }: { controls: RankRowControls; appliedCount: number }) {
  const t = useTranslations('DraftEditor');
  return (
    <div
      className="flex items-center gap-2 rounded-xl border-2 border-dashed border-brand-400 bg-brand-50 px-3 py-2"
      data-testid="apply-line"
    >
      <p className="flex-1 text-sm font-medium text-brand-800">{t('dividerText', { label: t('dividerLabel'), count: appliedCount })}</p>
      <MoveButtons controls={controls} label={t('dividerLabel')} />
    </div>
  );
}

function DraftOpeningRow({
  opening,
  rank,
  controls,
  onRemove,
}: {
  opening: StudentOpeningView;
  rank: number | null;
  controls: RankRowControls;
  onRemove: () => void;
}) {
  const t = useTranslations('DraftEditor');
  const companyName = nameIn({ locale: useLocale(), th: opening.company.companyNameTh, en: opening.company.companyNameEn });
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-xl border p-2.5',
        rank === null ? 'border-gray-200 bg-gray-50' : 'border-gray-200 bg-white',
      )}
      data-testid="draft-opening"
    >
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums',
          rank === null ? 'bg-gray-200 text-gray-600' : 'bg-brand-600 text-white',
        )}
        aria-label={rank === null ? t('notApplying') : t('rank', { rank })}
      >
        {rank ?? '–'}
      </span>
      <CompanyLogo logoUrl={opening.company.logoUrl} name={companyName} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-gray-900">{opening.title}</p>
        <p className="truncate text-xs text-gray-600">
          {companyName}
          {opening.inStudentDraftCount > 0 ? t('inDrafts', { count: opening.inStudentDraftCount }) : ''}
        </p>
      </div>
      {opening.isAcceptingApplication ? null : <Badge tone="warning">{t('closed')}</Badge>}
      <MoveButtons controls={controls} label={opening.title} />
      <Button size="sm" variant="ghost" aria-label={t('removeLabel', { title: opening.title })} onClick={onRemove}>
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
