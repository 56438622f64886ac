'use client';

import { CalendarClock, CalendarPlus, ChevronDown, Pencil, UserRoundX, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import type { CompanyInterviewSlot, InterviewStudent, OpeningInterviews } from '@/lib/interviews';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { studentName } from './company-interview-text';
import { CompanySlotDialog } from './company-slot-dialog';
import { SlotLocation, slotTimeText } from './interview-text';

type Applicant = InterviewStudent & { isBooked: boolean };

/**
 * Every ACTIVE applicant of the opening in the round: those without a booking and those booked on a live slot (a
 * cancelled slot's bookings are freed, so its students are among the first). The chosen audience is picked from them.
 */
function applicantsOf(view: OpeningInterviews): Applicant[] {
  const booked = view.slots
    .filter((slot) => !slot.isCancelled)
    .flatMap((slot) => slot.bookings)
    .map(({ studentId, firstNameTh, lastNameTh, firstNameEn, lastNameEn }) => ({
      studentId,
      firstNameTh,
      lastNameTh,
      firstNameEn,
      lastNameEn,
      isBooked: true,
    }));
  const all = [...view.applicantsWithoutBooking.map((student) => ({ ...student, isBooked: false })), ...booked];
  const unique = new Map(all.map((student) => [student.studentId, student]));
  return [...unique.values()].sort((a, b) => a.studentId.localeCompare(b.studentId));
}

/**
 * The company's interview slots of an opening in the round (docs/interviews.md): each live slot with its time, place,
 * seats, cut-off, audience and who booked, the cancelled ones below, and the applicants still without a booking.
 * Publishing, changing and cancelling are offered while the window is open (application announcement to the company
 * ranking deadline); the server decides again and its message is shown.
 */
export function CompanyInterviewSlots({ sessionId, view, now }: { sessionId: number; view: OpeningInterviews; now: string }) {
  const t = useTranslations('CompanyInterviewSlots');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const applicants = applicantsOf(view);
  const names = new Map(applicants.map((applicant) => [applicant.studentId, studentName(applicant, locale)]));
  const live = view.slots.filter((slot) => !slot.isCancelled);
  const cancelled = view.slots.filter((slot) => slot.isCancelled);
  const canManage = view.isWindowOpen;
  const isBeforeWindow = new Date(now) < new Date(view.opensAt);
  const isAfterWindow = !canManage && !isBeforeWindow;
  const addButton = (
    <CompanySlotDialog
      sessionId={sessionId}
      openingId={view.openingId}
      applicants={applicants}
      trigger={
        <Button>
          <CalendarPlus aria-hidden="true" />
          {t('add')}
        </Button>
      }
    />
  );
  const opensAt = formatDateTime(view.opensAt);
  const closesAt = formatDateTime(view.closesAt);

  return (
    <div className="grid min-w-0 gap-6">
      {canManage ? null : (
        <p role="note" className="rounded-xl border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-900">
          {isBeforeWindow ? t('beforeWindow', { round: view.round, opensAt }) : t('afterWindow', { round: view.round, closesAt })}
        </p>
      )}
      <section aria-labelledby="interview-slots-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="interview-slots-heading" className="text-lg font-semibold text-gray-900">
            {t('heading', { count: live.length })}
          </h2>
          {canManage && view.slots.length > 0 ? addButton : null}
        </div>
        {view.slots.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            headingLevel="h3"
            title={isAfterWindow ? t('emptyAfterTitle') : t('emptyTitle')}
            description={
              isAfterWindow
                ? t('emptyAfterDescription', { round: view.round, opensAt, closesAt })
                : t('emptyDescription', { round: view.round, window: t('window', { opensAt, closesAt }) })
            }
            action={canManage ? addButton : null}
          />
        ) : live.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-6 text-center text-sm text-gray-600">
            {t('allCancelled')}
          </p>
        ) : (
          <ul className="grid gap-4">
            {live.map((slot) => (
              <li key={slot.slotId}>
                <SlotCard slot={slot} names={names} now={now} canManage={canManage} sessionId={sessionId} applicants={applicants} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {cancelled.length > 0 ? (
        // Folded: cancelled slots only pile up over a round, and the live ones are what the company works with.
        <details className="group grid gap-3">
          <summary className="flex w-fit cursor-pointer items-center gap-1.5 rounded text-base font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            {t('cancelledHeading', { count: cancelled.length })}
          </summary>
          <ul className="mt-3 grid gap-3" aria-label={t('cancelledList')}>
            {cancelled.map((slot) => (
              <li key={slot.slotId}>
                <SlotCard slot={slot} names={names} now={now} canManage={false} sessionId={sessionId} applicants={applicants} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {/* Before any slot there is nothing to book, so "without a booking" would only repeat the applicant list. */}
      {view.slots.length > 0 ? (
        <WithoutBooking
          students={view.applicantsWithoutBooking}
          round={view.round}
          hasApplicants={applicants.length > 0}
          hasLiveSlots={live.length > 0}
        />
      ) : null}
    </div>
  );
}

function SlotCard({
  slot,
  names,
  now,
  canManage,
  sessionId,
  applicants,
}: {
  slot: CompanyInterviewSlot;
  names: Map<string, string>;
  now: string;
  canManage: boolean;
  sessionId: number;
  applicants: Applicant[];
}) {
  const t = useTranslations('CompanyInterviewSlots');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const taken = slot.bookings.length;
  const isFull = taken >= slot.capacity;
  const isCutoffPassed = new Date(slot.bookingCutoffAt) <= new Date(now);
  const time = slotTimeText(slot, locale);
  const headingId = `interview-slot-${slot.slotId}-time`;
  return (
    <Card className={slot.isCancelled ? 'border-dashed bg-gray-50 shadow-none' : undefined} aria-labelledby={headingId} role="group">
      <CardHeader className="gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle as="h3" id={headingId} className={slot.isCancelled ? 'text-gray-600 line-through' : undefined}>
            {time}
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            {slot.isCancelled ? (
              <Badge tone="error">{t('cancelledBadge')}</Badge>
            ) : (
              <Badge tone={isFull ? 'success' : 'info'} dot>
                {t(isFull ? 'bookedSeatsFull' : 'bookedSeats', { taken, capacity: slot.capacity })}
              </Badge>
            )}
            <Badge>{slot.capacity === 1 ? t('single') : t('group', { capacity: slot.capacity })}</Badge>
            {slot.isCancelled ? null : isCutoffPassed ? <Badge tone="warning">{t('cutoffPassed')}</Badge> : null}
          </div>
        </div>
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            <CompanySlotDialog
              sessionId={sessionId}
              openingId={slot.openingId}
              slot={slot}
              applicants={applicants}
              trigger={
                <Button size="sm" variant="outline" aria-label={t('editOf', { time })}>
                  <Pencil aria-hidden="true" />
                  {t('edit')}
                </Button>
              }
            />
            <CancelSlotButton slot={slot} time={time} names={names} />
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3 pt-3 text-sm text-gray-800">
        <dl className="grid gap-2 sm:grid-cols-[9rem_minmax(0,1fr)]">
          <dt className="text-gray-600">{t('place')}</dt>
          <dd className="min-w-0">
            <SlotLocation slot={slot} />
          </dd>
          <dt className="text-gray-600">{t('cutoff')}</dt>
          <dd>{formatDateTime(slot.bookingCutoffAt)}</dd>
          <dt className="text-gray-600">{t('audience')}</dt>
          <dd>
            {slot.audience === 'ALL'
              ? t('audienceAll')
              : t('audienceChosen', {
                  count: slot.invitedStudentIds.length,
                  names: slot.invitedStudentIds.map((studentId) => names.get(studentId) ?? studentId).join(', '),
                })}
          </dd>
          {slot.note ? (
            <>
              <dt className="text-gray-600">{t('note')}</dt>
              <dd className="break-words whitespace-pre-line">{slot.note}</dd>
            </>
          ) : null}
          {slot.isCancelled ? null : (
            <>
              <dt className="text-gray-600">{t('bookedBy')}</dt>
              <dd>
                {taken === 0 ? (
                  <span className="text-gray-600">{t('noBookings')}</span>
                ) : (
                  <ul className="grid gap-1">
                    {slot.bookings.map((booking) => (
                      <li key={booking.bookingId}>
                        <span className="font-medium text-gray-900">{studentName(booking, locale)}</span>{' '}
                        <span className="text-gray-600">
                          {t('bookedAt', { studentId: booking.studentId, date: formatDateTime(booking.bookedAt) })}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function CancelSlotButton({ slot, time, names }: { slot: CompanyInterviewSlot; time: string; names: Map<string, string> }) {
  const t = useTranslations('CompanyInterviewSlots');
  const locale = useLocale();
  const cancel = useMutationAction({
    action: () => apiCall('DELETE /company/interview-slots/{interviewSlotId}', { params: { interviewSlotId: slot.slotId } }),
    success: { title: t('cancelled'), description: time },
    failure: t('cancelFailed'),
  });
  const booked = slot.bookings.map((booking) => names.get(booking.studentId) ?? studentName(booking, locale));
  return (
    <ConfirmDialog
      tone="error"
      title={t('cancelTitle')}
      description={
        <>
          {time}
          <br />
          {booked.length > 0 ? t('cancelWithBookings', { count: booked.length, names: booked.join(', ') }) : t('cancelWithoutBookings')}
        </>
      }
      confirmLabel={t('cancelConfirm')}
      cancelLabel={t('keep')}
      onConfirm={async () => {
        await cancel.runOrThrow();
      }}
      trigger={
        <Button size="sm" variant="errorOutline" aria-label={t('cancelOf', { time })}>
          <X aria-hidden="true" />
          {t('cancel')}
        </Button>
      }
    />
  );
}

function WithoutBooking({
  students,
  round,
  hasApplicants,
  hasLiveSlots,
}: {
  students: InterviewStudent[];
  round: number;
  hasApplicants: boolean;
  hasLiveSlots: boolean;
}) {
  const t = useTranslations('CompanyInterviewSlots');
  const locale = useLocale();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('withoutBooking', { count: students.length })}</CardTitle>
        <CardDescription>
          {hasLiveSlots ? t('withoutBookingDescription', { round }) : t('withoutBookingNoSlots', { round })}
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-3">
        {students.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <UserRoundX aria-hidden="true" className="size-4" />
            {hasApplicants ? t('everyoneBooked') : t('noApplicants')}
          </p>
        ) : (
          <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {students.map((student) => (
              <li key={student.studentId}>
                <span className="font-medium text-gray-900">{studentName(student, locale)}</span>{' '}
                <span className="text-gray-600">{student.studentId}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
