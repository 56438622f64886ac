import { Briefcase, CalendarClock, SearchX } from 'lucide-react';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { datesFor } from '@/lib/dates';
import type { StudentContext } from '@/server/context';
import { listSessionOpenings, listSessionOpeningsQuery, listStudentOpeningFilters } from '@/server/openings';
import { isDemandShown } from '@/server/demand';
import { parseSearchParams } from '@/server/validation';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { OpeningCardGrid } from '@/components/openings/opening-card';
import { StudentOpeningFilters } from '@/components/openings/student-opening-filters';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeader } from '@/components/ui/page-header';
import type { RawSearchParams } from './opening-search-params';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';

const PAGE_SIZE = 12;

/** The client components of the student's list: the filters, the bookmark toggles, the demand figures. */
const STUDENT_OPENINGS_NAMESPACES = ['StudentOpeningFilters' as const, 'BookmarkButton' as const, 'DemandFigure' as const];

/** The student's screen of /opening: the selected session's published openings, searched and filtered through the URL. */
export async function StudentOpenings({ ctx, searchParams }: { ctx: StudentContext; searchParams: RawSearchParams }) {
  const [session, t, locale] = await Promise.all([
    chooseSessionOfPage({ ctx, searchParams }),
    getTranslations('StudentOpenings'),
    getLocale(),
  ]);
  const { formatDateTime } = datesFor(locale);
  const header = <PageHeader title={t('title')} description={t('description')} />;
  if (!session) {
    return (
      <>
        <SessionQuerySync />
        {header}
        <EmptyState icon={Briefcase} title={t('noSessionTitle')} description={t('noSessionDescription')} />
      </>
    );
  }

  const {
    page,
    search,
    tags = [],
    companyId,
    onlyBookmarked = false,
    onlyAvailablePositions = false,
  } = parseSearchParams(listSessionOpeningsQuery, searchParams);
  const filters = { page, limit: PAGE_SIZE, search, tags, companyId, onlyBookmarked, onlyAvailablePositions };
  const [list, options, showDemand] = await Promise.all([
    listSessionOpenings({ ctx, sessionId: session.sessionId, filters }),
    listStudentOpeningFilters({ ctx, sessionId: session.sessionId }),
    isDemandShown({ ctx, sessionId: session.sessionId }),
  ]);
  const hasFilters = Boolean(
    filters.search?.trim() || filters.tags.length || filters.companyId || filters.onlyBookmarked || filters.onlyAvailablePositions,
  );

  return (
    <ClientMessages namespaces={STUDENT_OPENINGS_NAMESPACES}>
      <SessionQuerySync renderedSessionId={session.sessionId} />
      {header}
      {list.reason === 'NOT_ANNOUNCED' ? (
        <EmptyState
          icon={CalendarClock}
          title={t('notAnnouncedTitle')}
          description={
            list.openingAnnouncementDate
              ? t('announcedOn', { session: session.title, date: formatDateTime(list.openingAnnouncementDate) })
              : t('announcementNotSet', { session: session.title })
          }
        />
      ) : (
        <div className="grid gap-6">
          <StudentOpeningFilters tags={options.tags} companies={options.companies} />
          {list.items.length === 0 ? (
            hasFilters ? (
              <EmptyState
                icon={SearchX}
                title={t('noMatchTitle')}
                description={t('noMatchDescription')}
                action={
                  <Button asChild variant="cancel">
                    <Link href={`/opening?sessionId=${session.sessionId}`}>{t('clearAll')}</Link>
                  </Button>
                }
              />
            ) : (
              <EmptyState icon={Briefcase} title={t('noneTitle')} description={t('noneDescription')} />
            )
          ) : (
            <OpeningCardGrid list={list} label={t('listLabel')} showDemand={showDemand} />
          )}
        </div>
      )}
    </ClientMessages>
  );
}
