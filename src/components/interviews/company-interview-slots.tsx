'use client';

import { CalendarClock, CalendarPlus, ChevronDown, Pencil, UserRoundX, X } from 'lucide-react';
import { apiCall } from '@/lib/api-call';
import { formatDateTime } from '@/lib/dates';
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
    .map(({ studentId, firstNameTh, lastNameTh }) => ({ studentId, firstNameTh, lastNameTh, isBooked: true }));
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
  const applicants = applicantsOf(view);
  const names = new Map(applicants.map((applicant) => [applicant.studentId, studentName(applicant)]));
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
          เพิ่มเวลาสัมภาษณ์
        </Button>
      }
    />
  );
  const windowText = `ตั้งแต่วันประกาศรายชื่อผู้สมัคร ${formatDateTime(view.opensAt)} จนถึงวันปิดการจัดอันดับของบริษัท ${formatDateTime(view.closesAt)} (เวลาประเทศไทย)`;

  return (
    <div className="grid min-w-0 gap-6">
      {canManage ? null : (
        <p role="note" className="rounded-xl border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-900">
          {isBeforeWindow
            ? `ยังไม่ถึงช่วงเปิดเวลาสัมภาษณ์ของรอบที่ ${view.round} เพิ่มเวลาได้ตั้งแต่ ${formatDateTime(view.opensAt)} (เวลาประเทศไทย)`
            : `หมดเขตจัดการเวลาสัมภาษณ์ของรอบที่ ${view.round} แล้ว เมื่อ ${formatDateTime(view.closesAt)} (เวลาประเทศไทย)`}
        </p>
      )}
      <section aria-labelledby="interview-slots-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="interview-slots-heading" className="text-lg font-semibold text-gray-900">
            เวลาสัมภาษณ์ ({live.length})
          </h2>
          {canManage && view.slots.length > 0 ? addButton : null}
        </div>
        {view.slots.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            headingLevel="h3"
            title={isAfterWindow ? 'ไม่มีเวลาสัมภาษณ์ในรอบนี้' : 'ยังไม่มีเวลาสัมภาษณ์'}
            description={
              isAfterWindow
                ? `ช่วงเปิดเวลาสัมภาษณ์ของรอบที่ ${view.round} (${formatDateTime(view.opensAt)} ถึง ${formatDateTime(view.closesAt)}) สิ้นสุดแล้ว การสัมภาษณ์ไม่บังคับ การจัดอันดับและการจับคู่ดำเนินไปตามปกติ`
                : `เปิดเวลาให้ผู้สมัครของรอบที่ ${view.round} จองสัมภาษณ์ได้${windowText} การสัมภาษณ์ไม่บังคับ หากไม่เปิดเวลา การจัดอันดับและการจับคู่ก็ดำเนินไปตามปกติ`
            }
            action={canManage ? addButton : null}
          />
        ) : live.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-6 text-center text-sm text-gray-600">
            ไม่มีเวลาสัมภาษณ์ที่เปิดอยู่ เวลาที่เคยเปิดถูกยกเลิกทั้งหมดแล้ว
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
            เวลาที่ยกเลิกแล้ว ({cancelled.length})
          </summary>
          <ul className="mt-3 grid gap-3" aria-label="เวลาที่ยกเลิกแล้ว">
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
  const taken = slot.bookings.length;
  const isFull = taken >= slot.capacity;
  const isCutoffPassed = new Date(slot.bookingCutoffAt) <= new Date(now);
  const time = slotTimeText(slot);
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
              <Badge tone="error">ยกเลิกแล้ว</Badge>
            ) : (
              <Badge tone={isFull ? 'success' : 'info'} dot>
                จองแล้ว {taken}/{slot.capacity} ที่{isFull ? ' (เต็ม)' : ''}
              </Badge>
            )}
            <Badge>{slot.capacity === 1 ? 'สัมภาษณ์เดี่ยว' : `สัมภาษณ์กลุ่ม ${slot.capacity} คน`}</Badge>
            {slot.isCancelled ? null : isCutoffPassed ? <Badge tone="warning">ปิดรับจองแล้ว</Badge> : null}
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
                <Button size="sm" variant="outline" aria-label={`แก้ไขเวลาสัมภาษณ์ ${time}`}>
                  <Pencil aria-hidden="true" />
                  แก้ไข
                </Button>
              }
            />
            <CancelSlotButton slot={slot} time={time} names={names} />
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3 pt-3 text-sm text-gray-800">
        <dl className="grid gap-2 sm:grid-cols-[9rem_minmax(0,1fr)]">
          <dt className="text-gray-600">สถานที่</dt>
          <dd className="min-w-0">
            <SlotLocation slot={slot} />
          </dd>
          <dt className="text-gray-600">ปิดรับจอง</dt>
          <dd>{formatDateTime(slot.bookingCutoffAt)}</dd>
          <dt className="text-gray-600">ผู้ที่จองได้</dt>
          <dd>
            {slot.audience === 'ALL'
              ? 'ผู้สมัครทุกคนของตำแหน่งในรอบนี้'
              : `เฉพาะผู้สมัครที่เลือก ${slot.invitedStudentIds.length} คน: ${slot.invitedStudentIds.map((studentId) => names.get(studentId) ?? studentId).join(', ')}`}
          </dd>
          {slot.note ? (
            <>
              <dt className="text-gray-600">หมายเหตุ</dt>
              <dd className="break-words whitespace-pre-line">{slot.note}</dd>
            </>
          ) : null}
          {slot.isCancelled ? null : (
            <>
              <dt className="text-gray-600">ผู้ที่จองแล้ว</dt>
              <dd>
                {taken === 0 ? (
                  <span className="text-gray-600">ยังไม่มีผู้จอง</span>
                ) : (
                  <ul className="grid gap-1">
                    {slot.bookings.map((booking) => (
                      <li key={booking.bookingId}>
                        <span className="font-medium text-gray-900">{studentName(booking)}</span>{' '}
                        <span className="text-gray-600">
                          {booking.studentId} · จองเมื่อ {formatDateTime(booking.bookedAt)}
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
  const cancel = useMutationAction({
    action: () => apiCall('DELETE /company/interview-slots/{interviewSlotId}', { params: { interviewSlotId: slot.slotId } }),
    success: { title: 'ยกเลิกเวลาสัมภาษณ์แล้ว', description: time },
    failure: 'ยกเลิกเวลาสัมภาษณ์ไม่สำเร็จ',
  });
  const booked = slot.bookings.map((booking) => names.get(booking.studentId) ?? studentName(booking));
  return (
    <ConfirmDialog
      tone="error"
      title="ยกเลิกเวลาสัมภาษณ์นี้?"
      description={
        <>
          {time}
          <br />
          {booked.length > 0
            ? `ผู้ที่จองไว้ ${booked.length} คน (${booked.join(', ')}) จะได้รับแจ้งว่าเวลานี้ถูกยกเลิก และเลือกจองเวลาอื่นของตำแหน่งนี้ได้ ยกเลิกแล้วเปิดใหม่ไม่ได้ ต้องเพิ่มเวลาใหม่`
            : 'ยังไม่มีผู้จองเวลานี้ ผู้สมัครจะไม่เห็นเวลานี้อีก ยกเลิกแล้วเปิดใหม่ไม่ได้ ต้องเพิ่มเวลาใหม่'}
        </>
      }
      confirmLabel="ยกเลิกเวลาสัมภาษณ์"
      cancelLabel="ไม่ยกเลิก"
      onConfirm={async () => {
        await cancel.runOrThrow();
      }}
      trigger={
        <Button size="sm" variant="errorOutline" aria-label={`ยกเลิกเวลาสัมภาษณ์ ${time}`}>
          <X aria-hidden="true" />
          ยกเลิก
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>ผู้สมัครที่ยังไม่ได้จองเวลา ({students.length})</CardTitle>
        <CardDescription>
          {hasLiveSlots
            ? `ผู้สมัครของรอบที่ ${round} ที่ยังไม่มีนัดสัมภาษณ์ของตำแหน่งนี้ เรียงตามลำดับที่นิสิตเลือก`
            : `ผู้สมัครของรอบที่ ${round} จะจองได้เมื่อมีเวลาสัมภาษณ์ที่เปิดอยู่`}
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-3">
        {students.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <UserRoundX aria-hidden="true" className="size-4" />
            {hasApplicants ? 'ผู้สมัครทุกคนจองเวลาแล้ว' : 'ยังไม่มีผู้สมัครในรอบนี้'}
          </p>
        ) : (
          <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {students.map((student) => (
              <li key={student.studentId}>
                <span className="font-medium text-gray-900">{studentName(student)}</span>{' '}
                <span className="text-gray-600">{student.studentId}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
