import { OFFER_STATUS_LABELS_TH, type OfferStatus } from '@/lib/labels';
import type { OfferPhaseView } from '@/lib/offers';
import { formatDateTime } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';

const TONES: Record<OfferStatus, 'info' | 'success' | 'neutral' | 'warning' | 'error'> = {
  OFFERED: 'info',
  ACCEPTED: 'success',
  DECLINED: 'neutral',
  LAPSED: 'warning',
  WITHDRAWN: 'neutral',
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <Badge tone={TONES[status]}>{OFFER_STATUS_LABELS_TH[status]}</Badge>;
}

/** One line saying where the phase stands: none, not yet, open until …, or over. */
export function offerPhaseText(phase: OfferPhaseView, now: Date): string {
  if (phase.closesAt === null) return `รอบที่ ${phase.round} ไม่มีช่วงยื่นข้อเสนอ`;
  if (phase.isOpen) return `ช่วงยื่นข้อเสนอของรอบที่ ${phase.round} เปิดถึง ${formatDateTime(phase.closesAt)}`;
  if (now < new Date(phase.opensAt)) return `ช่วงยื่นข้อเสนอของรอบที่ ${phase.round} เริ่ม ${formatDateTime(phase.opensAt)}`;
  return phase.endedEarlyAt
    ? `ช่วงยื่นข้อเสนอของรอบที่ ${phase.round} ปิดก่อนกำหนดเมื่อ ${formatDateTime(phase.endedEarlyAt)}`
    : `ช่วงยื่นข้อเสนอของรอบที่ ${phase.round} สิ้นสุดเมื่อ ${formatDateTime(phase.closesAt)}`;
}
