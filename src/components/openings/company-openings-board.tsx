'use client';

import { CalendarClock, FilePen, Plus, Send } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { apiCall, type ApiCallInput } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import type { CompanyOpeningView, CompensationTypeView, OpeningTagView } from '@/lib/openings';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { useCurrentSession } from '@/components/session/session-provider';
import type { SessionInfo } from '@/components/session/types';
import { DemandFigure } from '@/components/demand/demand-figure';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { CompanyOpeningActions } from './company-opening-actions';
import { CompanyRatioDialog } from './company-ratio-dialog';
import { OpeningForm } from './opening-form';
import { instantOf, isBeforeDeadline } from '@/lib/deadline-rules';

export type CompanyOpeningsBoardProps = {
  now: string;
  openings: CompanyOpeningView[];
  compensationTypes: CompensationTypeView[];
  tagOptions: OpeningTagView[];
  /** The sessions whose live demand is shown now (docs/demand.md): their published openings show the figures. */
  demandSessionIds?: number[];
};

const isBeforeSubmissionDeadline = (session: SessionInfo, now: Date) =>
  isBeforeDeadline({ deadline: instantOf(session.openingSubmissionDeadline), now });

type BoardMeta = { isOpen: boolean; onChanged: () => void; showDemand: boolean };

type BoardMessages = ReturnType<typeof useTranslations<'CompanyOpeningsBoard'>>;

const columnsOf = (t: BoardMessages): DataTableColumn<CompanyOpeningView>[] => [
  {
    id: 'title',
    header: t('columns.title'),
    meta: { label: t('columns.title'), hideable: false, className: 'min-w-48' },
    cell: ({ row: { original: opening }, table }) => {
      const { isOpen, onChanged, showDemand } = table.options.meta as BoardMeta;
      return (
        <>
          <Link href={`/opening/${opening.openingId}/session/${opening.sessionId}`} className="font-medium text-brand-800 hover:underline">
            {opening.title}
          </Link>
          <p className="text-xs text-gray-600">{opening.officeName}</p>
          {showDemand && opening.publishedAt ? (
            <p className="mt-1 min-h-8 text-xs text-gray-700">
              <span className="sr-only">{t('demandNow')}</span>
              <DemandFigure sessionId={opening.sessionId} openingId={opening.openingId} />
            </p>
          ) : null}
          {/* Small screens: status and actions under the title instead of in columns off to the side. */}
          <div className="mt-2 grid justify-items-start gap-2 sm:hidden">
            <OpeningStatusBadge status={opening.status} />
            <CompanyOpeningActions opening={opening} isBeforeDeadline={isOpen} onChanged={onChanged} />
          </div>
        </>
      );
    },
  },
  {
    id: 'quota',
    header: t('columns.quota'),
    meta: { label: t('columns.quota'), headClassName: 'text-right', className: 'text-right align-top tabular-nums sm:align-middle' },
    cell: ({ row }) => row.original.quota,
  },
  {
    id: 'status',
    header: t('columns.status'),
    meta: { label: t('columns.status'), headClassName: 'hidden sm:table-cell', className: 'hidden sm:table-cell' },
    cell: ({ row }) => <OpeningStatusBadge status={row.original.status} />,
  },
  {
    id: 'openingActions',
    header: t('columns.actions'),
    meta: {
      label: t('columns.actions'),
      hideable: false,
      headClassName: 'hidden text-right sm:table-cell',
      className: 'hidden text-right sm:table-cell',
    },
    cell: ({ row, table }) => {
      const { isOpen, onChanged } = table.options.meta as BoardMeta;
      return <CompanyOpeningActions opening={row.original} isBeforeDeadline={isOpen} onChanged={onChanged} />;
    },
  },
];

/** The company's /opening: its openings of the chosen session group, one section per session, with bulk publish. */
type PublishBody = ApiCallInput<'POST /company/openings/publish'>['body'];
/** The form in create mode with the required fields fills every field the create requires. */
type CreateOpeningBody = ApiCallInput<'POST /company/sessions/{sessionId}/openings'>['body'];

export function CompanyOpeningsBoard({
  now: serverNow,
  openings,
  compensationTypes,
  tagOptions,
  demandSessionIds = [],
}: CompanyOpeningsBoardProps) {
  const t = useTranslations('CompanyOpeningsBoard');
  const { formatDateTime } = datesFor(useLocale());
  const columns = useMemo(() => columnsOf(t), [t]);
  const router = useRouter();
  const { currentGroup } = useCurrentSession();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [isAllMatching, setIsAllMatching] = useState(false);
  const [isRatioOpen, setIsRatioOpen] = useState(false);
  const [createFor, setCreateFor] = useState<SessionInfo | null>(null);
  const now = new Date(serverNow);

  // "All matching" sends the filter, not the ids: the server publishes every draft of the group's open sessions.
  const publish = useMutationAction<{ body: PublishBody; count: number }>({
    action: ({ body }) => apiCall('POST /company/openings/publish', { body }),
    success: (_, { count }) => ({ title: t('published'), description: t('publishedDescription', { count }) }),
    failure: t('publishFailed'),
    onSuccess: () => {
      clearSelection();
      setIsRatioOpen(false);
    },
  });

  if (!currentGroup) {
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState icon={FilePen} title={t('noGroupTitle')} description={t('noGroupDescription')} />
      </>
    );
  }

  const sessionIds = new Set(currentGroup.sessions.map((session) => session.sessionId));
  const inGroup = openings.filter((opening) => sessionIds.has(opening.sessionId));
  // What can be published: the drafts of the group's sessions still before their deadline.
  const openSessionIds = currentGroup.sessions
    .filter((session) => isBeforeSubmissionDeadline(session, now))
    .map((session) => session.sessionId);
  const publishable = inGroup.filter((opening) => opening.status === 'DRAFT' && openSessionIds.includes(opening.sessionId));
  const selectedInGroup = isAllMatching
    ? publishable.map((opening) => opening.openingId)
    : selectedIds.filter((openingId) => publishable.some((opening) => opening.openingId === openingId));
  const canSelectAllMatching = !isAllMatching && selectedInGroup.length > 0 && publishable.length > selectedInGroup.length;

  function clearSelection() {
    setSelectedIds([]);
    setIsAllMatching(false);
  }

  return (
    <>
      <PageHeader
        eyebrow={currentGroup.title}
        title={t('title')}
        description={t('description')}
        actions={
          <>
            {canSelectAllMatching ? (
              <Button variant="ghost" onClick={() => setIsAllMatching(true)}>
                {t('selectAllDrafts', { count: publishable.length })}
              </Button>
            ) : null}
            {selectedInGroup.length > 0 ? (
              <Button variant="ghost" onClick={clearSelection}>
                {t('clearSelection')}
              </Button>
            ) : null}
            <Button onClick={() => setIsRatioOpen(true)} disabled={selectedInGroup.length === 0}>
              <Send aria-hidden="true" />
              {t('publishSelected', { count: selectedInGroup.length })}
            </Button>
          </>
        }
      />

      <div className="grid gap-8">
        {currentGroup.sessions.map((session) => {
          const rows = inGroup.filter((opening) => opening.sessionId === session.sessionId);
          const isOpen = isBeforeSubmissionDeadline(session, now);
          const headingId = `session-${session.sessionId}-heading`;
          return (
            <section key={session.sessionId} aria-labelledby={headingId} className="grid gap-3">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                <div className="grid gap-1">
                  <h2 id={headingId} className="text-lg font-semibold text-gray-900">
                    {session.title}
                  </h2>
                  <p className="flex items-center gap-1.5 text-sm text-gray-700">
                    <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                    {session.openingSubmissionDeadline === null
                      ? t('deadlineNotSet')
                      : isOpen
                        ? t('openUntil', { date: formatDateTime(session.openingSubmissionDeadline) })
                        : t('closedOn', { round: session.currentRound, date: formatDateTime(session.openingSubmissionDeadline) })}
                  </p>
                  <p className="text-xs text-gray-600">
                    {t('minimumRatio', { percent: Math.round(session.minimumCompanyOpeningRatio * 100) })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  onClick={() => setCreateFor(session)}
                  disabled={!isOpen}
                  aria-label={t('createIn', { session: session.title })}
                >
                  <Plus aria-hidden="true" />
                  {t('create')}
                </Button>
              </div>

              <DataTable
                id="company-openings"
                caption={t('caption', { session: session.title })}
                columns={columns}
                data={rows}
                getRowId={(opening) => String(opening.openingId)}
                tableMeta={{ isOpen, onChanged: () => router.refresh(), showDemand: demandSessionIds.includes(session.sessionId) }}
                selection={{
                  selectedIds: selectedInGroup.filter((openingId) => rows.some((opening) => opening.openingId === openingId)).map(String),
                  onChange: (ids) => {
                    setSelectedIds([
                      ...selectedInGroup.filter((openingId) => !rows.some((opening) => opening.openingId === openingId)),
                      ...ids.map(Number),
                    ]);
                    setIsAllMatching(false);
                  },
                }}
                canSelectRow={(opening) => opening.status === 'DRAFT' && isOpen}
                selectLabel={(opening) => t('selectLabel', { title: opening.title })}
                rowNoun={t('rowNoun')}
                emptyFiltered={isOpen ? t('emptyOpen') : t('emptyClosed')}
              />
            </section>
          );
        })}
      </div>

      <CompanyRatioDialog
        open={isRatioOpen}
        onOpenChange={(next) => (publish.isPending ? null : setIsRatioOpen(next))}
        sessionGroupId={currentGroup.sessionGroupId}
        openings={inGroup.filter((opening) => selectedInGroup.includes(opening.openingId))}
        isPublishing={publish.isPending}
        onConfirm={() =>
          void publish.run({
            body: isAllMatching
              ? { allMatching: { sessionGroupId: currentGroup.sessionGroupId, sessionIds: openSessionIds.join(','), isPublished: 'false' } }
              : { openingIds: selectedInGroup },
            count: selectedInGroup.length,
          })
        }
      />

      <Dialog open={createFor !== null} onOpenChange={(open) => (open ? null : setCreateFor(null))}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
          <DialogTitle>{t('create')}</DialogTitle>
          <DialogDescription>
            {createFor ? `${createFor.title} · ` : ''}
            {t('createDescription')}
          </DialogDescription>
          {createFor ? (
            <OpeningForm
              key={createFor.sessionId}
              mode="create"
              fields="required"
              compensationTypes={compensationTypes}
              tagOptions={tagOptions}
              submitLabel={t('saveDraft')}
              save={{
                action: (input) =>
                  apiCall('POST /company/sessions/{sessionId}/openings', {
                    params: { sessionId: createFor.sessionId },
                    body: input as CreateOpeningBody,
                  }),
                success: (created) => ({ title: t('created'), description: t('createdDescription', { title: created.title }) }),
                onSuccess: () => setCreateFor(null),
              }}
              onCancel={() => setCreateFor(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
