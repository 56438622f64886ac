import { ExternalLink, MapPin, Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { datesFor } from '@/lib/dates';
import type { StudentInterviewSlot } from '@/lib/interviews';

type InterviewSlotMessages = ReturnType<typeof useTranslations<'InterviewSlot'>>;

/** The slot's day and times in Bangkok time, in the page's language: the long date, then start–end. */
export function slotTimeText(slot: Pick<StudentInterviewSlot, 'startsAt' | 'endsAt'>, locale: Locale): string {
  const { formatDateLong, formatTime } = datesFor(locale);
  // The Thai time ends in a unit word; the start leaves it out so the range reads once.
  const start = formatTime(slot.startsAt).split(' ')[0];
  return `${formatDateLong(slot.startsAt)} · ${start}–${formatTime(slot.endsAt)}`;
}

/** The seats left, as a student reads them. */
export function seatsText(slot: Pick<StudentInterviewSlot, 'seatsLeft' | 'capacity'>, t: InterviewSlotMessages): string {
  if (slot.seatsLeft === 0) return t('full');
  return slot.capacity === 1 ? t('seatsSingle') : t('seatsLeft', { left: slot.seatsLeft, capacity: slot.capacity });
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
  const t = useTranslations('InterviewSlot');
  const Icon = slot.locationKind === 'ONLINE' ? Video : MapPin;
  return (
    <span className="inline-flex min-w-0 items-start gap-1.5">
      <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-gray-500" />
      <span className="min-w-0 break-words">
        <span className="sr-only">{t(`locationKind.${slot.locationKind}`)}: </span>
        {!isPlain && slot.locationKind === 'ONLINE' && isWebAddress(slot.location) ? (
          <a
            href={slot.location.trim()}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {slot.location.trim()}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">{t('newTab')}</span>
          </a>
        ) : (
          slot.location
        )}
      </span>
    </span>
  );
}
