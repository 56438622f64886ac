'use client';

import { Check, Clock } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { datesFor, timeLeft } from '@/lib/dates';
import { ROUND_DATE_AUDIENCE, ROUND_DATE_KEYS, ROUND_DATE_LABELS_TH, type RoundDateKey } from '@/lib/labels';
import type { SessionInfo } from '@/components/session/types';
import { useNow } from './use-now';

export type Audience = 'student' | 'company_user' | 'admin';
export type RoundMilestone = { key: RoundDateKey; label: string; at: string; isRelevant: boolean };

/** The current round's dates of a session that are set, in time order. */
export function milestonesOf(session: SessionInfo, audience: Audience): RoundMilestone[] {
  return ROUND_DATE_KEYS.flatMap((key) => {
    const at = session[key];
    if (!at) return [];
    const owner = ROUND_DATE_AUDIENCE[key];
    return [{ key, label: ROUND_DATE_LABELS_TH[key], at, isRelevant: audience === 'admin' || owner === 'everyone' || owner === audience }];
  }).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The next date still ahead that concerns the audience, else the next date of any kind. */
export function nextMilestone(milestones: RoundMilestone[], now: Date): RoundMilestone | null {
  const ahead = milestones.filter((milestone) => Date.parse(milestone.at) > now.getTime());
  return ahead.find((milestone) => milestone.isRelevant) ?? ahead[0] ?? null;
}

// The texts are in Common: the schedule also shows on other areas' pages (the ranking board), whose ClientMessages bring Common.
export function RoundTimeline({ session, now, audience }: { session: SessionInfo; now: Date; audience: Audience }) {
  const t = useTranslations('Common');
  const { formatDateTime, formatRelative } = datesFor(useLocale());
  const milestones = milestonesOf(session, audience);
  // The timeline marks the next date of any kind; the NextDeadline callout picks the audience's own.
  const next = milestones.find((milestone) => Date.parse(milestone.at) > now.getTime()) ?? null;
  if (milestones.length === 0)
    return <p className="text-sm text-gray-600">{t('roundTimeline.noDates', { round: session.currentRound })}</p>;
  return (
    <ol className="relative grid gap-0">
      {milestones.map((milestone, index) => {
        const isPast = Date.parse(milestone.at) <= now.getTime();
        const isNext = milestone === next;
        const isLast = index === milestones.length - 1;
        return (
          <li key={milestone.key} aria-current={isNext ? 'step' : undefined} className="relative flex gap-3.5 pb-5 last:pb-0">
            {isLast ? null : (
              <span
                aria-hidden="true"
                className={cn('absolute top-7 bottom-0 left-[0.8125rem] w-px', isPast ? 'bg-brand-300' : 'bg-gray-200')}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 mt-0.5 flex size-[1.625rem] shrink-0 items-center justify-center rounded-full border-2',
                isPast && 'border-brand-600 bg-brand-600 text-white',
                isNext && 'border-brand-600 bg-white text-brand-700 ring-4 ring-brand-100',
                !isPast && !isNext && 'border-gray-300 bg-white text-gray-500',
              )}
            >
              {isPast ? <Check className="size-3.5" strokeWidth={3} /> : isNext ? <Clock className="size-3.5" strokeWidth={2.5} /> : null}
            </span>
            <div className="min-w-0 flex-1">
              <p
                className={cn(
                  'text-sm font-medium',
                  isNext ? 'text-brand-800' : isPast ? 'text-gray-600' : 'text-gray-900',
                  !milestone.isRelevant && !isNext && 'font-normal',
                )}
              >
                {t(`roundTimeline.dates.${milestone.key}`)}
                {isPast ? <span className="sr-only">{t('roundTimeline.past')}</span> : null}
              </p>
              <p className="text-xs text-gray-600">
                <time dateTime={milestone.at}>{formatDateTime(milestone.at)}</time>
              </p>
              {isNext ? (
                <p className="mt-1 inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {t('roundTimeline.next', { relative: formatRelative(milestone.at, now) })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The next deadline, large, with a days/hours/minutes countdown in Bangkok time. */
export function NextDeadline({
  session,
  now,
  audience,
  className,
}: {
  session: SessionInfo;
  now: Date;
  audience: Audience;
  className?: string;
}) {
  const t = useTranslations('Common');
  const { formatDateLong, formatRelative, formatTime } = datesFor(useLocale());
  const next = nextMilestone(milestonesOf(session, audience), now);
  if (!next) {
    return (
      <div className={cn('rounded-2xl border border-dashed bg-gray-50 p-5', className)}>
        <p className="text-sm font-medium text-gray-900">{t('roundTimeline.nothingAhead', { round: session.currentRound })}</p>
        <p className="mt-1 text-sm text-gray-600">{t('roundTimeline.allPassed')}</p>
      </div>
    );
  }
  const left = timeLeft(next.at, now);
  const parts = left
    ? [
        { value: left.days, unit: t('roundTimeline.days') },
        { value: left.hours, unit: t('roundTimeline.hours') },
        { value: left.minutes, unit: t('roundTimeline.minutes') },
      ]
    : [];
  return (
    <div className={cn('rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-5 text-white sm:p-6', className)}>
      <p className="text-sm font-medium text-brand-100">
        {audience === 'admin' ? t('roundTimeline.nextDeadline') : t('roundTimeline.yourNextDeadline')}
      </p>
      <p className="mt-1 text-xl font-bold">{t(`roundTimeline.dates.${next.key}`)}</p>
      <p className="mt-1 text-sm text-brand-50">
        <time dateTime={next.at}>{t('roundTimeline.dateAtTime', { date: formatDateLong(next.at), time: formatTime(next.at) })}</time>
      </p>
      <div
        className="mt-4 flex flex-wrap items-end gap-2"
        role="timer"
        aria-label={t('roundTimeline.timeLeft', { left: formatRelative(next.at, now).replace(t('roundTimeline.relativeAheadPrefix'), '') })}
      >
        {parts.map((part) => (
          <span
            key={part.unit}
            aria-hidden="true"
            className="flex min-w-16 flex-col items-center rounded-xl bg-white/12 px-3 py-2 ring-1 ring-white/15"
          >
            <span className="text-2xl leading-none font-bold tabular-nums">{part.value}</span>
            <span className="mt-1 text-xs text-brand-50">{part.unit}</span>
          </span>
        ))}
      </div>
    </div>
  );
}

/** The round's dates as a titled card, the same on every home screen. */
export function RoundScheduleCard({
  session,
  now,
  audience,
  subtitle,
  className,
}: {
  session: SessionInfo;
  now: Date;
  audience: Audience;
  subtitle?: string;
  className?: string;
}) {
  const t = useTranslations('Common');
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{t('roundTimeline.title', { round: session.currentRound })}</CardTitle>
        <CardDescription>{subtitle ? t('roundTimeline.thaiTimeWith', { subtitle }) : t('roundTimeline.thaiTime')}</CardDescription>
      </CardHeader>
      <CardContent>
        <RoundTimeline session={session} now={now} audience={audience} />
      </CardContent>
    </Card>
  );
}

/** The schedule card for a server-rendered page: it keeps its own clock, starting at the server's render time. */
export function LiveRoundScheduleCard({
  serverNow,
  ...card
}: Omit<Parameters<typeof RoundScheduleCard>[0], 'now'> & { serverNow: string }) {
  const now = useNow(serverNow, 30_000);
  return <RoundScheduleCard {...card} now={now} />;
}
