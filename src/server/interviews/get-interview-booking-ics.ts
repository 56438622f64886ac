import type { StudentContext } from '@/server/context';
import { contentDisposition } from '@/server/downloads';
import { NotFoundError } from '@/server/errors';
import { studentBookingEvents } from './calendar-events';
import { CALENDAR_CONTENT_TYPE } from './get-calendar-feed';
import { writeCalendar } from './ics';

/** GET /api/student/interview-bookings/{bookingId}/ics: the student's own active booking as an .ics file. */
export async function getInterviewBookingIcs({ ctx, bookingId }: { ctx: StudentContext; bookingId: number }): Promise<Response> {
  const events = await studentBookingEvents({ db: ctx.db, studentId: ctx.actor.studentId, bookingId });
  if (events.length === 0) throw new NotFoundError('Interview booking not found');
  const body = writeCalendar({ name: 'การสัมภาษณ์', events, now: ctx.now });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': CALENDAR_CONTENT_TYPE, 'content-disposition': contentDisposition(`interview-${bookingId}.ics`) },
  });
}
