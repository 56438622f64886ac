import { CircleAlert, CircleCheck } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { datesFor } from '@/lib/dates';
import type { MatchingRoundState } from '@/lib/matching';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from './labels';

/** Where the round stands: announced or not, the stability verdict of the latest run, and the counts. */
export function MatchingStatusCard({ state }: { state: MatchingRoundState }) {
  const t = useTranslations('MatchingStatusCard');
  const { formatDateTime } = datesFor(useLocale());
  const latestRun = state.latestRun;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>
          {state.isCurrentRound
            ? t('window', { opensAt: formatDateTime(state.matchingOpensAt), announcesAt: formatDateTime(state.resultAnnouncementDate) })
            : t('closed')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          {state.isAnnounced ? (
            <Badge tone="brand">{t('announced')}</Badge>
          ) : state.isMatchingInitiated ? (
            <Badge tone="info">{t('matchedNotAnnounced')}</Badge>
          ) : (
            <Badge>{t('notMatched')}</Badge>
          )}
          {latestRun && !latestRun.undoneAt ? (
            latestRun.isStable ? (
              <Badge tone="success">
                <CircleCheck aria-hidden="true" />
                {t('stable')}
              </Badge>
            ) : (
              <Badge tone="error">
                <CircleAlert aria-hidden="true" />
                {t('unstable')}
              </Badge>
            )
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Stat label={t('matchedCount')} value={formatCount(state.summary.matchedCount)} />
          <Stat label={t('unmatchedCount')} value={formatCount(state.summary.unmatchedCount)} />
          <Stat label={t('manualCount')} value={formatCount(state.summary.manualCount)} />
          <Stat
            label={t('latestRun')}
            value={
              latestRun
                ? latestRun.undoneAt
                  ? t('latestRunUndone', { runAt: formatDateTime(latestRun.runAt) })
                  : formatDateTime(latestRun.runAt)
                : '–'
            }
          />
        </dl>
        {latestRun && !latestRun.undoneAt ? (
          <p className="text-sm text-gray-700">{latestRun.isStable ? t('stableNote') : t('unstableNote')}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
