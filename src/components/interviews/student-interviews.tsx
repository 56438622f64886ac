'use client';

import { CalendarDays, Download, MoveRight, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '@/i18n/locales';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import type { StudentInterviewBooking, StudentInterviewSlot, StudentInterviews as StudentInterviewsView } from '@/lib/interviews';
import { nameIn } from '@/lib/names';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useFormDialog, useMutationAction } from '@/components/ui/use-mutation-action';
import { seatsText, SlotLocation, slotTimeText } from './interview-text';

type OpeningSlots = {
  key: string;
  openingId: number;
  round: number;
  openingTitle: string;
  companyNameTh: string;
  companyNameEn: string | null;
  slots: StudentInterviewSlot[];
  booking: StudentInterviewBooking | undefined;
};

/** The company's name in the page's language, else in the other (docs/languages.md). */
const companyIn = (holder: { companyNameTh: string; companyNameEn: string | null }, locale: Locale) =>
  nameIn({ locale, th: holder.companyNameTh, en: holder.companyNameEn });

const sameOpening = (slot: StudentInterviewSlot, other: StudentInterviewSlot) =>
  slot.openingId === other.openingId && slot.round === other.round;

/** The offered slots per opening and round, in the order of their first slot, with the student's booking of each. */
function groupByOpening(view: StudentInterviewsView): OpeningSlots[] {
  const groups = new Map<string, OpeningSlots>();
  for (const slot of view.offeredSlots) {
    const key = `${slot.openingId}-${slot.round}`;
    const group = groups.get(key) ?? {
      key,
      openingId: slot.openingId,
      round: slot.round,
      openingTitle: slot.openingTitle,
      companyNameTh: slot.companyNameTh,
      companyNameEn: slot.companyNameEn,
      slots: [],
      booking: view.bookings.find((booking) => sameOpening(booking.slot, slot)),
    };
    group.slots.push(slot);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * "My interviews": the student's bookings (calendar file, move, cancel until the slot's cut-off) and, per opening,
 * the slots offered to them. A refused write (409: full, overlapping, past the cut-off) shows the server's message
 * and re-reads the slots, so a seat another student just took shows as taken.
 */
export function StudentInterviews({ view }: { view: StudentInterviewsView }) {
  const t = useTranslations('StudentInterviews');
  const openings = groupByOpening(view);
  return (
    <div className="grid min-w-0 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('myBookings')}</CardTitle>
          <CardDescription>{t('myBookingsDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="pt-3">
          {view.bookings.length === 0 ? (
            <p className="text-sm text-gray-600">{t('noBookings')}</p>
          ) : (
            <ul className="grid gap-3" aria-label={t('myBookings')}>
              {view.bookings.map((booking) => (
                <BookingItem
                  key={booking.bookingId}
                  booking={booking}
                  choices={view.offeredSlots.filter((slot) => sameOpening(slot, booking.slot) && slot.canBook)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="offered-slots-heading" className="grid min-w-0 gap-4">
        <div>
          <h2 id="offered-slots-heading" className="text-lg font-semibold text-gray-900">
            {t('offeredSlots')}
          </h2>
          <p className="text-sm text-gray-600">{t('offeredSlotsHint')}</p>
        </div>
        {openings.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-5 py-6 text-sm text-gray-600">{t('noOtherSlots')}</p>
        ) : (
          openings.map((opening) => <OpeningSlotsCard key={opening.key} opening={opening} />)
        )}
      </section>
    </div>
  );
}

function BookingItem({ booking, choices }: { booking: StudentInterviewBooking; choices: StudentInterviewSlot[] }) {
  const t = useTranslations('StudentInterviews');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const router = useRouter();
  const { slot } = booking;
  const time = slotTimeText(slot, locale);
  const cancel = useMutationAction({
    action: () => apiCall('DELETE /student/interview-bookings/{bookingId}', { params: { bookingId: booking.bookingId } }),
    success: { title: t('cancelled'), description: `${slot.openingTitle} · ${time}` },
    failure: t('cancelFailed'),
    // Refused past the cut-off (or the company cancelled the slot meanwhile): the booking is read again with its reason.
    onError: () => router.refresh(),
  });
  const reasonId = `booking-${booking.bookingId}-locked`;
  return (
    <li className="grid gap-3 rounded-xl border border-gray-200 p-4">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium text-gray-900">
          {slot.openingTitle} <span className="font-normal text-gray-700">· {companyIn(slot, locale)}</span>
        </p>
        <p className="flex items-start gap-1.5 text-sm font-medium text-gray-900">
          <CalendarDays aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          {time}
        </p>
        <p className="text-sm text-gray-700">
          <SlotLocation slot={slot} />
        </p>
        {slot.note ? <p className="text-sm text-gray-700">{t('note', { note: slot.note })}</p> : null}
        <p id={reasonId} className="text-sm text-gray-600">
          {booking.canChange
            ? t('canChangeUntil', { deadline: formatDateTime(slot.bookingCutoffAt) })
            : t('cannotChange', { deadline: formatDateTime(slot.bookingCutoffAt) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={`/api/student/interview-bookings/${booking.bookingId}/ics`} download={`interview-${booking.bookingId}.ics`}>
            <Download aria-hidden="true" />
            {t('downloadIcs')}
          </a>
        </Button>
        {booking.canChange ? (
          <>
            <MoveBookingDialog booking={booking} choices={choices} />
            <ConfirmDialog
              tone="error"
              title={t('cancelTitle')}
              description={t('cancelDescription', { opening: slot.openingTitle, company: companyIn(slot, locale), time })}
              confirmLabel={t('cancelBooking')}
              cancelLabel={t('keepBooking')}
              onConfirm={async () => {
                await cancel.runOrThrow();
              }}
              trigger={
                <Button size="sm" variant="errorOutline" aria-label={t('cancelBookingOf', { opening: slot.openingTitle })}>
                  <X aria-hidden="true" />
                  {t('cancelBooking')}
                </Button>
              }
            />
          </>
        ) : (
          <>
            <Button size="sm" variant="outline" disabled aria-describedby={reasonId}>
              <MoveRight aria-hidden="true" />
              {t('move')}
            </Button>
            <Button size="sm" variant="errorOutline" disabled aria-describedby={reasonId}>
              <X aria-hidden="true" />
              {t('cancelBooking')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** Move: pick another offered slot of the same opening and round; one PUT frees the old seat and takes the new one. */
function MoveBookingDialog({ booking, choices }: { booking: StudentInterviewBooking; choices: StudentInterviewSlot[] }) {
  const t = useTranslations('StudentInterviews');
  const tSlot = useTranslations('InterviewSlot');
  const locale = useLocale();
  const router = useRouter();
  const [slotId, setSlotId] = useState<number | null>(null);
  const dialog = useFormDialog<number, StudentInterviewBooking>({
    action: (target) =>
      apiCall('PUT /student/interview-bookings/{bookingId}', { params: { bookingId: booking.bookingId }, body: { slotId: target } }),
    success: (moved) => ({ title: t('moved'), description: slotTimeText(moved.slot, locale) }),
    failure: t('moveFailed'),
    toastError: false,
    // The seats may have changed under the student: the choices are read again beside the server's message.
    onError: () => router.refresh(),
    onOpen: () => setSlotId(null),
  });
  const idBase = `move-booking-${booking.bookingId}`;
  const reasonId = `${idBase}-none`;

  if (choices.length === 0) {
    return (
      <>
        <Button size="sm" variant="outline" disabled aria-describedby={reasonId}>
          <MoveRight aria-hidden="true" />
          {t('move')}
        </Button>
        <span id={reasonId} className="self-center text-sm text-gray-600">
          {t('noMoveChoices')}
        </span>
      </>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (slotId === null) return dialog.setError(t('chooseNewTime'));
    await dialog.run(slotId);
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t('moveOf', { opening: booking.slot.openingTitle })}>
          <MoveRight aria-hidden="true" />
          {t('move')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogTitle>{t('moveTitle')}</DialogTitle>
        <DialogDescription>
          {t('moveDescription', {
            opening: booking.slot.openingTitle,
            company: companyIn(booking.slot, locale),
            time: slotTimeText(booking.slot, locale),
          })}
        </DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-gray-900">{t('newTimeLegend')}</legend>
            {choices.map((slot) => (
              <label
                key={slot.slotId}
                htmlFor={`${idBase}-${slot.slotId}`}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  id={`${idBase}-${slot.slotId}`}
                  type="radio"
                  name={`${idBase}-slot`}
                  value={slot.slotId}
                  checked={slotId === slot.slotId}
                  onChange={() => setSlotId(slot.slotId)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span className="grid min-w-0 gap-0.5 text-sm">
                  <span className="font-medium text-gray-900">{slotTimeText(slot, locale)}</span>
                  <span className="text-gray-700">
                    <SlotLocation slot={slot} isPlain />
                  </span>
                  <span className="text-gray-600">{seatsText(slot, tSlot)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {dialog.error ? (
            <p role="alert" className="rounded-lg border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-800">
              {dialog.error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="cancel" onClick={dialog.close} disabled={dialog.isSaving}>
              {t('cancel')}
            </Button>
            <Button type="submit" isLoading={dialog.isSaving} loadingText={t('moving')}>
              {t('moveHere')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type StudentInterviewsMessages = ReturnType<typeof useTranslations<'StudentInterviews'>>;

/** Why a slot with seats left cannot be booked (its cut-off), or null; a full slot says so in its badge. */
function cutoffReason(slot: StudentInterviewSlot, t: StudentInterviewsMessages, formatDateTime: (value: string) => string): string | null {
  return slot.seatsLeft > 0 && !slot.canBook ? t('cutoffPassed', { deadline: formatDateTime(slot.bookingCutoffAt) }) : null;
}

function OpeningSlotsCard({ opening }: { opening: OpeningSlots }) {
  const t = useTranslations('StudentInterviews');
  const tSlot = useTranslations('InterviewSlot');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const router = useRouter();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [bookingSlotId, setBookingSlotId] = useState<number | null>(null);
  const book = useMutationAction<number, StudentInterviewBooking>({
    action: (slotId) => apiCall('POST /student/interview-bookings', { body: { slotId } }),
    success: (booked) => ({ title: t('booked'), description: `${booked.slot.openingTitle} · ${slotTimeText(booked.slot, locale)}` }),
    failure: t('bookFailed'),
    // The card's alert says why; the slots are read again, so a seat just taken by someone else shows as full.
    toastError: false,
    onError: () => router.refresh(),
  });
  const { error } = book;

  // The pressed button may be gone or disabled after the refresh: the focus goes to the message instead of the page's top.
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  async function bookSlot(slotId: number) {
    setBookingSlotId(slotId);
    await book.run(slotId);
    setBookingSlotId(null);
  }

  const headingId = `opening-slots-${opening.key}`;
  const descriptionId = `${headingId}-description`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle as="h3" id={headingId}>
          {opening.openingTitle} <span className="font-normal text-gray-700">· {companyIn(opening, locale)}</span>
        </CardTitle>
        <CardDescription id={descriptionId}>
          {opening.booking ? t('alreadyBooked', { time: slotTimeText(opening.booking.slot, locale) }) : t('pickOne')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 pt-3">
        {error ? (
          <p
            ref={alertRef}
            role="alert"
            tabIndex={-1}
            className="rounded-lg border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-800 outline-none focus-visible:outline-2 focus-visible:outline-error-600"
          >
            {error} <span className="text-error-700">{t('slotsRefreshed')}</span>
          </p>
        ) : null}
        <ul className="grid gap-2" aria-label={t('slotsOf', { opening: opening.openingTitle })}>
          {opening.slots.map((slot) => {
            const reason = cutoffReason(slot, t, formatDateTime);
            const time = slotTimeText(slot, locale);
            const reasonId = `slot-${slot.slotId}-reason`;
            return (
              <li
                key={slot.slotId}
                data-slot-id={slot.slotId}
                className="grid gap-2 rounded-xl border border-gray-200 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              >
                <div className="grid min-w-0 gap-0.5 text-sm">
                  <p className="font-medium text-gray-900">{time}</p>
                  <p className="text-gray-700">
                    <SlotLocation slot={slot} />
                  </p>
                  {slot.note ? <p className="text-gray-700">{t('note', { note: slot.note })}</p> : null}
                  <p className="flex flex-wrap items-center gap-2 text-gray-600">
                    <Badge tone={slot.seatsLeft === 0 ? 'neutral' : 'success'}>{seatsText(slot, tSlot)}</Badge>
                    {slot.canBook ? <span>{t('bookableUntil', { deadline: formatDateTime(slot.bookingCutoffAt) })}</span> : null}
                  </p>
                  {reason ? (
                    <p id={reasonId} className="text-gray-600">
                      {reason}
                    </p>
                  ) : null}
                </div>
                <Button
                  size="sm"
                  disabled={!slot.canBook || opening.booking !== undefined || book.isPending}
                  isLoading={bookingSlotId === slot.slotId}
                  loadingText={t('booking')}
                  aria-label={t('bookTime', { time })}
                  aria-describedby={opening.booking ? descriptionId : reason ? reasonId : undefined}
                  onClick={() => void bookSlot(slot.slotId)}
                >
                  {t('book')}
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
