import { Briefcase, ListOrdered } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { OPENING_PICKER_SIZE } from '@/lib/ranking-rules';
import { isDemandShown } from '@/server/demand';
import { listSessionOpenings } from '@/server/openings';
import { getStudentSession } from '@/server/sessions';
import { getStudentRankingDraft, getSubmittedRanking } from '@/server/student-rankings';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { RankingBoard } from '@/components/ranking/ranking-board';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ClientMessages } from '@/components/i18n/client-messages';
import { RANKING_CLIENT_NAMESPACES } from '@/components/ranking/ranking-namespaces';
import { rankingPhaseText } from '@/components/ranking/ranking-gate-text';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';
import type { RawSearchParams } from '../opening/opening-search-params';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('RankingPage');
  return { title: t('metaTitle') };
}

/**
 * The student's ranking of the selected session: the draft with its apply line before submitting,
 * the submitted applications (reorder and cancel while allowed) after, and the earlier rounds.
 */
export default async function RankingPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  const [chosen, t, gate, locale] = await Promise.all([
    chooseSessionOfPage({ ctx: access.ctx, searchParams: await searchParams }),
    getTranslations('RankingPage'),
    getTranslations('RankingGate'),
    getLocale(),
  ]);

  if (!chosen) {
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState icon={ListOrdered} title={t('noSessionTitle')} description={t('noSessionDescription')} />
      </>
    );
  }

  const session = await getStudentSession({ ctx: access.ctx, sessionId: chosen.sessionId });
  const rounds = Array.from({ length: session.currentRound }, (_, index) => session.currentRound - index);
  // The draft picker's first list is rendered with the page rather than fetched after hydration.
  const bookmarkedFilters = { page: 1, limit: OPENING_PICKER_SIZE, onlyBookmarked: true, onlyAvailablePositions: true };
  const [showDemand, draft, bookmarked, ...rankings] = await Promise.all([
    isDemandShown({ ctx: access.ctx, sessionId: session.sessionId }),
    getStudentRankingDraft({ ctx: access.ctx, sessionId: session.sessionId }),
    listSessionOpenings({ ctx: access.ctx, sessionId: session.sessionId, filters: bookmarkedFilters }),
    ...rounds.map((round) => getSubmittedRanking({ ctx: access.ctx, sessionId: session.sessionId, round })),
  ]);

  return (
    <ClientMessages namespaces={RANKING_CLIENT_NAMESPACES}>
      <SessionQuerySync renderedSessionId={session.sessionId} />
      <PageHeader
        title={t('title')}
        description={t('description', {
          session: session.title,
          round: session.currentRound,
          phase: rankingPhaseText({ t: gate, locale, session }),
        })}
        actions={
          <Button asChild variant="outline">
            <Link href="/opening">
              <Briefcase aria-hidden="true" />
              {t('allOpenings')}
            </Link>
          </Button>
        }
      />
      <RankingBoard
        key={session.sessionId}
        session={session}
        draft={draft}
        current={rankings[0]!}
        earlier={rankings.slice(1)}
        bookmarked={{ items: bookmarked.items, total: bookmarked.meta.totalItem }}
        serverNow={access.ctx.now.toISOString()}
        showDemand={showDemand}
      />
    </ClientMessages>
  );
}
