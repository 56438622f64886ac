import { PartyPopper } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { nameIn } from '@/lib/names';
import type { RankingDraft, RankingSession, SubmittedRanking } from '@/lib/rankings';
import { DemandFigure } from '@/components/demand/demand-figure';
import { LiveRoundScheduleCard } from '@/components/home/round-timeline';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DraftEditor } from './draft-editor';
import { CurrentRoundMatchingResult, MatchingResultPanel } from './matching-result-panel';
import type { OpeningPickerList } from './opening-picker';
import { RankingHistory } from './ranking-history';
import { SubmittedRankingPanel } from './submitted-ranking';

/**
 * The /ranking screen of one session: the assigned opening once announced, the draft (before
 * submitting) or the submitted applications (after), the round's result, the history, and beside them
 * the round's dates counted down in Bangkok time. A server component: only the parts that change in the browser
 * (the draft, the submitted list, the clock-driven schedule and result) are client islands, so a phone hydrates
 * less of the page in the deadline hour (docs/performance.md, "Screens").
 */
export function RankingBoard({
  session,
  draft,
  current,
  earlier,
  bookmarked,
  serverNow,
  showDemand = false,
}: {
  session: RankingSession;
  draft: RankingDraft;
  current: SubmittedRanking;
  earlier: SubmittedRanking[];
  /** The first page of the draft picker's list (the student's bookmarks still accepting applications). */
  bookmarked: OpeningPickerList;
  serverNow: string;
  /** The session shows its live demand now (docs/demand.md): the figures of the listed openings beside the board. */
  showDemand?: boolean;
}) {
  const t = useTranslations('RankingBoard');
  const locale = useLocale();
  const listed = current.isSubmitted ? current.openings : draft.openings;
  const titles = new Map<number, string>();
  for (const opening of [...draft.openings, ...current.openings, ...earlier.flatMap((ranking) => ranking.openings)])
    titles.set(opening.openingId, opening.title);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        {session.assignedOpening ? (
          <Card className="border-success-200 bg-success-50">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-success-800">
                <PartyPopper aria-hidden="true" className="size-5" />
                {t('matched')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-base font-semibold text-gray-900">{session.assignedOpening.title}</p>
              <p className="text-sm text-gray-700">
                {nameIn({ locale, th: session.assignedOpening.companyNameTh, en: session.assignedOpening.companyNameEn })}
              </p>
            </CardContent>
          </Card>
        ) : null}
        <CurrentRoundMatchingResult session={session} serverNow={serverNow} />
        {earlier.map((ranking) => (
          <MatchingResultPanel key={ranking.round} sessionId={session.sessionId} round={ranking.round} isAnnounced />
        ))}
        {session.assignedOpening ? null : current.isSubmitted ? (
          <SubmittedRankingPanel key={current.history.length} session={session} ranking={current} />
        ) : (
          <DraftEditor session={session} draft={draft} bookmarked={bookmarked} />
        )}
        <RankingHistory rankings={[current, ...earlier]} titleOf={(openingId) => titles.get(openingId)} />
      </div>
      <aside className="grid min-w-0 grid-cols-1 content-start gap-6" aria-label={t('scheduleLabel')}>
        <LiveRoundScheduleCard session={session} serverNow={serverNow} audience="student" subtitle={session.title} />
        {showDemand && !session.assignedOpening ? (
          <Card data-testid="demand-card">
            <CardHeader>
              <CardTitle>{t('demandNow')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              <p className="text-sm text-gray-700">{t('demandStrategy')}</p>
              {listed.length ? (
                <ul className="grid gap-3 text-sm">
                  {listed.map((opening) => (
                    <li key={opening.openingId} className="grid gap-0.5">
                      <span className="font-medium text-gray-900">{opening.title}</span>
                      <DemandFigure sessionId={session.sessionId} openingId={opening.openingId} className="block min-h-10 text-gray-700" />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-gray-600">{t('demandEmpty')}</p>
              )}
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>{t('rulesTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-1.5 text-sm text-gray-700">
              <li>{t('applyRange', { minimum: session.minimumApplicationPerStudent, maximum: session.maximumApplicationPerStudent })}</li>
              {session.minimumUniqueCompanyCountPerStudent > 0 ? (
                <li>{t('companies', { count: session.minimumUniqueCompanyCountPerStudent })}</li>
              ) : null}
              <li>{t('once')}</li>
            </ul>
          </CardContent>
        </Card>
      </aside>
    </div>
  );
}
