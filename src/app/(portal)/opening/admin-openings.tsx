import { FileSpreadsheet, ListChecks } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Context } from '@/server/context';
import { canDeleteOpening, canEditOpening, canTransition, groupOpeningsQuery, listGroupOpenings } from '@/server/openings';
import { listSessions } from '@/server/sessions';
import { parseSearchParams } from '@/server/validation';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AdminOpeningFilters, AdminOpeningsTable } from './role-screens';
import { sessionChoiceQuery, type RawSearchParams } from './opening-search-params';

/** The admin's screen of /opening: every opening of the selected session group, filtered in the URL, with the lifecycle actions. */
export async function AdminOpenings({ ctx, searchParams }: { ctx: Context; searchParams: RawSearchParams }) {
  const [sessions, t] = await Promise.all([listSessions({ ctx }), getTranslations('AdminOpenings')]);
  const { sessionId: selectedSessionId } = parseSearchParams(sessionChoiceQuery, searchParams);
  const selected = sessions.find((session) => session.sessionId === selectedSessionId) ?? sessions[0];
  const header = <PageHeader title={t('title')} description={t('description')} />;
  if (!selected) {
    return (
      <>
        <SessionQuerySync />
        {header}
        <EmptyState icon={ListChecks} title={t('noSessionTitle')} description={t('noSessionDescription')} />
      </>
    );
  }

  const groupSessions = sessions.filter((session) => session.sessionGroupId === selected.sessionGroupId);
  const { page, status = [], sessionIds: askedSessionIds = [], search } = parseSearchParams(groupOpeningsQuery, searchParams);
  const sessionIds = askedSessionIds.filter((sessionId) => groupSessions.some((session) => session.sessionId === sessionId));
  const list = await listGroupOpenings({
    ctx,
    sessionGroupId: selected.sessionGroupId,
    filters: { page, limit: 20, status, sessionIds, search },
  });
  const sessionTitles = new Map(groupSessions.map((session) => [session.sessionId, session.title]));

  return (
    <ClientMessages namespaces={['Labels', 'AdminOpeningFilters', 'AdminOpeningsTable', 'AdminOpeningActions', 'OpeningFormat']}>
      <SessionQuerySync renderedSessionId={selected.sessionId} />
      <PageHeader
        eyebrow={selected.sessionGroupTitle}
        title={t('title')}
        description={t('description')}
        actions={groupSessions.map((session) => (
          <Button key={session.sessionId} asChild variant="cancel" size="sm">
            <a href={`/api/admin/export/openings/${session.sessionId}`} download>
              <FileSpreadsheet aria-hidden="true" />
              {groupSessions.length > 1 ? t('exportOf', { session: session.title }) : t('export')}
            </a>
          </Button>
        ))}
      />
      <AdminOpeningFilters sessions={groupSessions.map((session) => ({ sessionId: session.sessionId, title: session.title }))} />
      <AdminOpeningsTable
        caption={t('caption', { group: selected.sessionGroupTitle })}
        sessionGroupId={selected.sessionGroupId}
        currentRound={selected.currentRound}
        isFiltered={Boolean(status.length || sessionIds.length || search)}
        list={{
          meta: list.meta,
          items: list.items.map((opening) => ({
            ...opening,
            sessionTitle: sessionTitles.get(opening.sessionId) ?? String(opening.sessionId),
            allowed: {
              canPublish: canTransition(opening.status, 'publish', 'admin'),
              canUnpublish: canTransition(opening.status, 'unpublish', 'admin'),
              canWithdraw: canTransition(opening.status, 'withdraw', 'admin'),
              canDelete: canDeleteOpening(opening.status, 'admin'),
              canEdit: canEditOpening(opening.status, 'admin'),
            },
          })),
        }}
      />
    </ClientMessages>
  );
}
