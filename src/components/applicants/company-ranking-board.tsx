'use client';

import { studentNameIn } from '@/lib/student-profile';
import { CloudUpload, Send, Share2, UserMinus, UserPlus } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { CompanyRankingView } from '@/lib/company-rankings';
import { cn } from '@/lib/cn';
import { datesFor } from '@/lib/dates';
import { MoveButtons } from '@/components/ranking/move-buttons';
import { SortableRankList, type RankRowControls } from '@/components/ranking/sortable-rank-list';
import { useAutosave, type AutosaveState } from '@/components/ranking/use-autosave';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import type { ApplicationItem } from '@/lib/applications';

export type CompanyRankingBoardProps = {
  sessionId: number;
  openingId: number;
  round: number;
  applications: ApplicationItem[];
  /** The saved draft order; when the company never saved one, every applicant starts selected in the students' order. */
  draftApplicationIds: number[];
  hasDraft: boolean;
  companyRankingDeadline: string;
};

/**
 * The company's ranking editor: selected applicants in order (drag, keyboard, or the move buttons),
 * the excluded ones below with an optional note, shared marks on selected ones, autosave of the
 * order, and a confirmed submit. The draft keeps the order of the selected applicants only: shared
 * marks and the note are chosen just before submitting.
 */
export function CompanyRankingBoard({
  sessionId,
  openingId,
  round,
  applications,
  draftApplicationIds,
  hasDraft,
  companyRankingDeadline,
}: CompanyRankingBoardProps) {
  const t = useTranslations('CompanyRankingBoard');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const byId = useMemo(() => new Map(applications.map((item) => [item.applicationId, item])), [applications]);
  const [selectedIds, setSelectedIds] = useState<number[]>(() =>
    hasDraft ? draftApplicationIds : applications.map((item) => item.applicationId),
  );
  const [sharedIds, setSharedIds] = useState<Set<number>>(() => new Set());
  const [note, setNote] = useState('');
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const params = { sessionId, openingId };

  const autosave = useAutosave(selectedIds, async (applicationIds) => {
    await apiCall('PUT /company/sessions/{sessionId}/openings/{openingId}/ranking/draft', { params, body: { applicationIds } });
  });

  const selected = selectedIds.map((id) => byId.get(id)).filter((item): item is ApplicationItem => item !== undefined);
  const excluded = applications.filter((item) => !selectedIds.includes(item.applicationId));
  const rows = selected.map((item) => ({ key: String(item.applicationId), label: studentNameIn({ locale, student: item }), item }));
  const sharedSelected = [...sharedIds].filter((id) => selectedIds.includes(id));

  const exclude = (applicationId: number) => setSelectedIds((current) => current.filter((id) => id !== applicationId));
  const include = (applicationId: number) => setSelectedIds((current) => [...current, applicationId]);
  const toggleShared = (applicationId: number, isShared: boolean) =>
    setSharedIds((current) => {
      const next = new Set(current);
      if (isShared) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });

  const submitting = useMutationAction<void, void>({
    action: async () => {
      await autosave.flush();
      await apiCall('POST /company/sessions/{sessionId}/openings/{openingId}/ranking', {
        params,
        body: {
          selectedApplicationIds: selectedIds,
          sharedRankingApplicationIds: sharedSelected,
          excludedApplicationNote: note.trim() || null,
        },
      });
    },
    success: {
      title: t('successTitle'),
      description: t('successDescription', { selected: selectedIds.length, excluded: excluded.length }),
    },
    failure: t('failure'),
  });
  const submit = () => submitting.runOrThrow();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-white p-4 shadow-xs">
        <p className="text-sm text-gray-700">
          {t.rich('deadline', { deadline: formatDateTime(companyRankingDeadline), round, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
        <SaveStatus state={autosave} />
      </div>

      <section aria-labelledby="selected-heading" className="grid gap-3">
        <div>
          <h2 id="selected-heading" className="text-lg font-semibold text-gray-900">
            {t('selectedHeading', { count: selected.length })}
          </h2>
          <p className="text-sm text-gray-600">{t('selectedHelp')}</p>
        </div>
        {rows.length === 0 ? (
          <p className="rounded-xl border border-dashed p-4 text-sm text-gray-600">{t('noneSelected')}</p>
        ) : (
          <SortableRankList
            rows={rows}
            label={t('listLabel')}
            onReorder={(next) => setSelectedIds(next.map((row) => row.item.applicationId))}
            renderRow={(row, controls) => (
              <SelectedRow
                item={row.item}
                rank={controls.index + 1}
                controls={controls}
                isShared={sharedIds.has(row.item.applicationId)}
                onShare={(isShared) => toggleShared(row.item.applicationId, isShared)}
                onExclude={() => exclude(row.item.applicationId)}
              />
            )}
          />
        )}
      </section>

      <section aria-labelledby="excluded-heading" className="grid gap-3">
        <h2 id="excluded-heading" className="text-lg font-semibold text-gray-900">
          {t('excludedHeading', { count: excluded.length })}
        </h2>
        {excluded.length === 0 ? (
          <p className="text-sm text-gray-600">{t('noneExcluded')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('excludedListLabel')}>
            {excluded.map((item) => (
              <li key={item.applicationId} className="flex flex-wrap items-center gap-3 rounded-xl border bg-gray-50 px-3 py-2">
                <StudentLabel item={item} />
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => include(item.applicationId)}
                  aria-label={t('addBackAria', { name: studentNameIn({ locale, student: item }) })}
                >
                  <UserPlus aria-hidden="true" />
                  {t('addBack')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor="excluded-note">{t('noteLabel')}</Label>
          <Textarea
            id="excluded-note"
            value={note}
            maxLength={2000}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('notePlaceholder')}
          />
        </div>
      </section>

      <div className="flex justify-end">
        <Button variant="solid" size="lg" onClick={() => setIsConfirmOpen(true)}>
          <Send aria-hidden="true" />
          {t('submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title={t('confirmTitle')}
        description={t('confirmDescription', { selected: selected.length, excluded: excluded.length, shared: sharedSelected.length })}
        confirmLabel={t('confirmLabel')}
        onConfirm={submit}
      />
    </div>
  );
}

function StudentLabel({ item }: { item: ApplicationItem }) {
  const t = useTranslations('CompanyRankingBoard');
  const locale = useLocale();
  return (
    <div className="min-w-0 flex-1">
      <Link
        href={`/student/profile/${encodeURIComponent(item.profileToken)}`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {studentNameIn({ locale, student: item })}
      </Link>
      <p className="text-xs text-gray-600">{t('studentChoice', { studentId: item.studentId, rank: item.studentPreferenceRank })}</p>
    </div>
  );
}

function SelectedRow({
  item,
  rank,
  controls,
  isShared,
  onShare,
  onExclude,
}: {
  item: ApplicationItem;
  rank: number;
  controls: RankRowControls;
  isShared: boolean;
  onShare: (isShared: boolean) => void;
  onExclude: () => void;
}) {
  const t = useTranslations('CompanyRankingBoard');
  const name = studentNameIn({ locale: useLocale(), student: item });
  const shareId = `share-${item.applicationId}`;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-white px-3 py-2 shadow-xs" data-testid="ranked-applicant">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
        <span className="sr-only">{t('rankPrefix')}</span>
        {rank}
      </span>
      <StudentLabel item={item} />
      <div className="flex items-center gap-2">
        <Checkbox id={shareId} checked={isShared} onChange={(event) => onShare(event.target.checked)} />
        <Label htmlFor={shareId} className="text-sm">
          {t('share')}
        </Label>
      </div>
      <MoveButtons controls={controls} label={name}>
        <Button size="sm" variant="errorOutline" aria-label={t('excludeAria', { name })} onClick={onExclude}>
          <UserMinus aria-hidden="true" />
          {t('exclude')}
        </Button>
      </MoveButtons>
    </div>
  );
}

function SaveStatus({ state }: { state: AutosaveState }) {
  const t = useTranslations('CompanyRankingBoard');
  const { formatTime } = datesFor(useLocale());
  const text =
    state.status === 'saving'
      ? t('saving')
      : state.status === 'saved'
        ? t('saved', { time: formatTime(state.savedAt) })
        : state.status === 'error'
          ? t('saveFailed', { error: state.error ?? '' })
          : t('autosave');
  return (
    <p role="status" className={cn('flex items-center gap-1.5 text-sm', state.status === 'error' ? 'text-error-700' : 'text-gray-600')}>
      <CloudUpload aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}

/** The read-only view of a submitted ranking (and its history), or of a draft after the deadline. */
export function SubmittedCompanyRankingView({ ranking, applications }: { ranking: CompanyRankingView; applications: ApplicationItem[] }) {
  const t = useTranslations('CompanyRankingBoard');
  const { formatDateTime } = datesFor(useLocale());
  const excluded = applications.filter((item) => ranking.excludedApplicationIds.includes(item.applicationId));
  return (
    <div className="grid gap-6">
      <section aria-labelledby="submitted-heading" className="grid gap-3">
        <h2 id="submitted-heading" className="text-lg font-semibold text-gray-900">
          {t('submittedHeading', { count: ranking.applications.length })}
        </h2>
        {ranking.applications.length === 0 ? (
          <p className="text-sm text-gray-600">{t('noneRanked')}</p>
        ) : (
          <ol className="grid gap-2" aria-label={t('submittedListLabel')}>
            {ranking.applications.map((item, index) => (
              <li key={item.applicationId} className="flex flex-wrap items-center gap-3 rounded-xl border bg-white px-3 py-2">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
                  {index + 1}
                </span>
                <StudentLabel item={item} />
                {item.isShared ? (
                  <Badge tone="info">
                    <Share2 aria-hidden="true" />
                    {t('shared')}
                  </Badge>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="submitted-excluded-heading" className="grid gap-2">
        <h2 id="submitted-excluded-heading" className="text-lg font-semibold text-gray-900">
          {t('excludedHeading', { count: excluded.length })}
        </h2>
        {excluded.length ? (
          <ul className="grid gap-2">
            {excluded.map((item) => (
              <li key={item.applicationId} className="rounded-xl border bg-gray-50 px-3 py-2">
                <StudentLabel item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">{t('none')}</p>
        )}
        {ranking.excludedApplicationNote ? (
          <p className="text-sm text-gray-700">{t('note', { note: ranking.excludedApplicationNote })}</p>
        ) : null}
      </section>
      {ranking.history.length ? (
        <section aria-labelledby="history-heading" className="grid gap-2">
          <h2 id="history-heading" className="text-lg font-semibold text-gray-900">
            {t('historyHeading')}
          </h2>
          <ul className="grid gap-1 text-sm text-gray-700">
            {ranking.history.map((entry, index) => (
              <li key={index}>
                {t(entry.action === 'UNSUBMIT' ? 'historyUnsubmit' : 'historySubmit', { date: formatDateTime(entry.submittedAt) })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
