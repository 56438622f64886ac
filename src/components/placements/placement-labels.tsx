import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PlacementState, PlacementView } from '@/lib/placements';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import { Badge } from '@/components/ui/badge';

const STATE_TONES: Record<PlacementState, 'neutral' | 'info' | 'success' | 'error'> = {
  AWAITING_DETAILS: 'neutral',
  DETAILS_FILLED: 'info',
  CONFIRMED: 'success',
  ENDED: 'error',
};

export function PlacementStateBadge({ state }: { state: PlacementState }) {
  const t = useTranslations('PlacementLabels');
  return (
    <Badge tone={STATE_TONES[state]} dot>
      {t(`state.${state}`)}
    </Badge>
  );
}

/** A placement's record, read-only: who, where, when, the mentor and, once ended, why. */
export function PlacementFacts({ placement }: { placement: PlacementView }) {
  const t = useTranslations('PlacementLabels');
  const labels = useTranslations('Labels');
  const locale = useLocale();
  const { formatDateLong, formatDateTime } = datesFor(locale);
  const rows: [string, ReactNode][] = [
    [t('student'), `${placement.studentName} (${placement.studentId})`],
    [t('company'), nameIn({ locale, th: placement.companyName, en: placement.companyNameEn })],
    [t('opening'), placement.openingTitle],
    [t('matchedRound'), `${labels('round', { round: placement.round })} · ${t(`source.${placement.source}`)}`],
    [
      t('period'),
      placement.startDate && placement.endDate
        ? `${formatDateLong(placement.startDate)} – ${formatDateLong(placement.endDate)}`
        : t('notSpecified'),
    ],
    [t('mentor'), placement.mentorName ? [placement.mentorName, placement.mentorPosition].filter(Boolean).join(' · ') : t('notSpecified')],
    [t('mentorContact'), [placement.mentorEmail, placement.mentorPhone].filter(Boolean).join(' · ') || '–'],
    [t('workModeLabel'), placement.workMode ? t(`workMode.${placement.workMode}`) : t('notSpecified')],
    [t('workAddress'), placement.workAddress ?? '–'],
  ];
  if (placement.confirmedAt) rows.push([t('confirmedAt'), formatDateTime(placement.confirmedAt)]);
  if (placement.endedAt)
    rows.push(
      [
        t('endedAt'),
        placement.endedBy
          ? t('endedAtBy', { at: formatDateTime(placement.endedAt), by: placement.endedBy })
          : formatDateTime(placement.endedAt),
      ],
      [t('endReason'), placement.endReason],
    );
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-600">{label}</dt>
          <dd className="break-words text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
