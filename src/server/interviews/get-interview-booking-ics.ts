import type { StudentContext } from '@/server/context';
import { contentDisposition } from '@/server/downloads';
import { NotFoundError } from '@/server/errors';
import { downloadLocale } from '@/server/exports';
import { translatorFor } from '@/i18n/translator';
import { studentBookingEvents } from './calendar-events';
import { CALENDAR_CONTENT_TYPE } from './get-calendar-feed';
import { writeCalendar } from './ics';

/** GET /api/student/interview-bookings/{bookingId}/ics: the student's own active booking as an .ics file, in their page's language. */
export async function getInterviewBookingIcs({ ctx, bookingId }: { ctx: StudentContext; bookingId: number }): Promise<Response> {
  const locale = downloadLocale(ctx);
  const events = await studentBookingEvents({ db: ctx.db, studentId: ctx.actor.studentId, bookingId, locale });
  if (events.length === 0) throw new NotFoundError('Interview booking not found');
  const body = writeCalendar({ name: translatorFor({ locale, namespace: 'CalendarTexts' })('bookingName'), events, now: ctx.now });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': CALENDAR_CONTENT_TYPE, 'content-disposition': contentDisposition(`interview-${bookingId}.ics`) },
  });
}
