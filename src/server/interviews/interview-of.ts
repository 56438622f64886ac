import type { InterviewNotice } from '@/server/notifications';
import type { OpeningRound, SlotRow } from './interview-scope';

/** What a notice about a slot says: the opening, its company, and the slot's time and place. */
export function interviewOf({
  scope,
  slot,
}: {
  scope: Pick<OpeningRound, 'openingId' | 'openingTitle' | 'companyId' | 'companyNameTh' | 'companyNameEn' | 'sessionId' | 'round'>;
  slot: SlotRow;
}): InterviewNotice {
  return {
    openingId: scope.openingId,
    openingTitle: scope.openingTitle,
    companyId: scope.companyId,
    companyNameTh: scope.companyNameTh,
    companyNameEn: scope.companyNameEn,
    sessionId: scope.sessionId,
    round: scope.round,
    startsAt: slot.startsAt,
    lengthMinutes: slot.lengthMinutes,
    locationKind: slot.locationKind,
    location: slot.location,
  };
}
