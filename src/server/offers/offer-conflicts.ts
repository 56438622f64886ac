import type { OfferStatus } from '@/lib/labels';
import { OFFER_STATUS_LABELS_TH } from '@/lib/labels';
import { DeadlinePassedError } from '@/server/deadlines';
import { ConflictError } from '@/server/errors';
import { effectiveStatus } from './offer-rows';

/** 409 unless the offer is still open at `now`: a lapsed one names its deadline, an answered one its state. */
export function assertOfferOpen({ offer, now }: { offer: { status: OfferStatus; answerDeadline: Date }; now: Date }): void {
  const status = effectiveStatus({ status: offer.status, answerDeadline: offer.answerDeadline, now });
  if (status === 'LAPSED') throw new DeadlinePassedError('ตอบข้อเสนอนี้', offer.answerDeadline);
  if (status !== 'OFFERED') throw new ConflictError(`ข้อเสนอนี้${OFFER_STATUS_LABELS_TH[status]}`);
}
