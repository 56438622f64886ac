import { ExternalLink, MapPin, Video } from 'lucide-react';
import { formatDateLong, formatTime } from '@/lib/dates';
import { INTERVIEW_LOCATION_KIND_LABELS_TH, type StudentInterviewSlot } from '@/lib/interviews';

/** "วันศุกร์ที่ 15 มกราคม 2570 · 09:30–10:00 น.", in Bangkok time. */
export function slotTimeText(slot: Pick<StudentInterviewSlot, 'startsAt' | 'endsAt'>): string {
  return `${formatDateLong(slot.startsAt)} · ${formatTime(slot.startsAt).replace(' น.', '')}–${formatTime(slot.endsAt)}`;
}

/** The seats left, as a student reads them. */
export function seatsText(slot: Pick<StudentInterviewSlot, 'seatsLeft' | 'capacity'>): string {
  if (slot.seatsLeft === 0) return 'เต็มแล้ว';
  return slot.capacity === 1 ? 'ว่าง (สัมภาษณ์เดี่ยว)' : `ว่าง ${slot.seatsLeft} จาก ${slot.capacity} ที่`;
}

/** Only a web address is made a link: a place is plain text, and so is an online "link" that is not a URL. */
function isWebAddress(text: string): boolean {
  return /^https?:\/\/\S+$/.test(text.trim());
}

/**
 * Where the interview is: a place, or an online meeting with its link. `isPlain` leaves the link out where the text
 * sits inside another control (a radio's label), which must hold nothing else to press.
 */
export function SlotLocation({
  slot,
  isPlain = false,
}: {
  slot: Pick<StudentInterviewSlot, 'locationKind' | 'location'>;
  isPlain?: boolean;
}) {
  const Icon = slot.locationKind === 'ONLINE' ? Video : MapPin;
  return (
    <span className="inline-flex min-w-0 items-start gap-1.5">
      <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-gray-500" />
      <span className="min-w-0 break-words">
        <span className="sr-only">{INTERVIEW_LOCATION_KIND_LABELS_TH[slot.locationKind]}: </span>
        {!isPlain && slot.locationKind === 'ONLINE' && isWebAddress(slot.location) ? (
          <a
            href={slot.location.trim()}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {slot.location.trim()}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(เปิดในแท็บใหม่)</span>
          </a>
        ) : (
          slot.location
        )}
      </span>
    </span>
  );
}
