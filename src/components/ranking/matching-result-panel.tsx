'use client';

import { Info } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { StudentMatchingResult } from '@/lib/matching';
import { nameIn } from '@/lib/names';
import type { RankingSession } from '@/lib/rankings';
import { useNow } from '@/components/home/use-now';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The current round's panel, which appears on its own once the result announcement's time passes on the clock. */
export function CurrentRoundMatchingResult({ session, serverNow }: { session: RankingSession; serverNow: string }) {
  const now = useNow(serverNow, 30_000);
  const isAnnounced =
    session.isMatchingInitiated && session.resultAnnouncementDate !== null && now >= new Date(session.resultAnnouncementDate);
  return <MatchingResultPanel sessionId={session.sessionId} round={session.currentRound} isAnnounced={isAnnounced} />;
}

/**
 * Beyond the spec: a student left unmatched sees, once results are announced, why each application
 * did not become a match, so the next round's choices are informed rather than guessed.
 */
export function MatchingResultPanel({ sessionId, round, isAnnounced }: { sessionId: number; round: number; isAnnounced: boolean }) {
  const t = useTranslations('MatchingResultPanel');
  const locale = useLocale();
  const [result, setResult] = useState<StudentMatchingResult | null>(null);
  useEffect(() => {
    if (!isAnnounced) return;
    const controller = new AbortController();
    apiCall('GET /student/sessions/{sessionId}/matching/{round}', { params: { sessionId, round }, signal: controller.signal })
      .then(setResult)
      .catch(() => undefined);
    return () => controller.abort();
  }, [sessionId, round, isAnnounced]);

  if (!result?.isAnnounced || result.outcome !== 'UNMATCHED') return null;
  return (
    <Card className="border-warning-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Info aria-hidden="true" className="size-5 text-warning-700" />
          {t('title', { round })}
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid grid-cols-1 gap-2 text-sm" aria-label={t('reasonsLabel', { round })}>
          {result.applications.map((application) => (
            <li key={application.openingId} className="rounded-lg border border-gray-100 p-2.5">
              <p className="font-medium text-gray-900">
                {application.studentPreferenceRank}. {application.title} —{' '}
                {nameIn({ locale, th: application.companyNameTh, en: application.companyNameEn })}
              </p>
              <p className="text-gray-700">{t(`outcomes.${application.outcome}`)}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
