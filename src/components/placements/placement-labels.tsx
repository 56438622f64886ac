import type { ReactNode } from 'react';
import { PLACEMENT_STATE_LABELS_TH, PLACEMENT_WORK_MODE_LABELS_TH, type PlacementState, type PlacementView } from '@/lib/placements';
import { formatDateLong, formatDateTime } from '@/lib/dates';
import { roundLabel } from '@/lib/labels';
import { SOURCE_LABELS } from '@/components/matching/labels';
import { Badge } from '@/components/ui/badge';

const STATE_TONES: Record<PlacementState, 'neutral' | 'info' | 'success' | 'error'> = {
  AWAITING_DETAILS: 'neutral',
  DETAILS_FILLED: 'info',
  CONFIRMED: 'success',
  ENDED: 'error',
};

export function PlacementStateBadge({ state }: { state: PlacementState }) {
  return (
    <Badge tone={STATE_TONES[state]} dot>
      {PLACEMENT_STATE_LABELS_TH[state]}
    </Badge>
  );
}

/** A placement's record, read-only: who, where, when, the mentor and, once ended, why. */
export function PlacementFacts({ placement }: { placement: PlacementView }) {
  const rows: [string, ReactNode][] = [
    ['นิสิต', `${placement.studentName} (${placement.studentId})`],
    ['บริษัท', placement.companyName],
    ['ตำแหน่งงาน', placement.openingTitle],
    ['รอบที่จับคู่', `${roundLabel(placement.round)} · ${SOURCE_LABELS[placement.source]}`],
    [
      'ระยะเวลาฝึกงาน',
      placement.startDate && placement.endDate
        ? `${formatDateLong(placement.startDate)} – ${formatDateLong(placement.endDate)}`
        : 'ยังไม่ระบุ',
    ],
    ['พี่เลี้ยง', placement.mentorName ? [placement.mentorName, placement.mentorPosition].filter(Boolean).join(' · ') : 'ยังไม่ระบุ'],
    ['ติดต่อพี่เลี้ยง', [placement.mentorEmail, placement.mentorPhone].filter(Boolean).join(' · ') || '–'],
    ['รูปแบบการทำงาน', placement.workMode ? PLACEMENT_WORK_MODE_LABELS_TH[placement.workMode] : 'ยังไม่ระบุ'],
    ['สถานที่ทำงาน', placement.workAddress ?? '–'],
  ];
  if (placement.confirmedAt) rows.push(['นิสิตยืนยันเมื่อ', formatDateTime(placement.confirmedAt)]);
  if (placement.endedAt)
    rows.push(
      ['ยุติเมื่อ', `${formatDateTime(placement.endedAt)}${placement.endedBy ? ` โดย ${placement.endedBy}` : ''}`],
      ['เหตุผลที่ยุติ', placement.endReason],
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
