// GET /api/student/interview-bookings/{bookingId}/ics – the student's own booking as an iCalendar (.ics) file
import { z } from 'zod';
import { fileAnswer, idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { getInterviewBookingIcs } from '@/server/interviews';

const params = z.object({ bookingId: idParam });

export const GET = route({ auth: STUDENT, params, response: fileAnswer('text/calendar') }, async ({ ctx, params }) =>
  getInterviewBookingIcs({ ctx, bookingId: params.bookingId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
