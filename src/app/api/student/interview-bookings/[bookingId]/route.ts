// PUT /api/student/interview-bookings/{bookingId} – moves the booking to another slot of the same opening {slotId}, in one step; DELETE /api/student/interview-bookings/{bookingId} – cancels the booking
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { studentInterviewBooking } from '@/lib/interviews';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { cancelInterviewBooking, moveInterviewBooking, moveInterviewBookingInput } from '@/server/interviews';

const params = z.object({ bookingId: idParam });

export const PUT = route(
  { auth: STUDENT, params, body: moveInterviewBookingInput, response: studentInterviewBooking },
  async ({ ctx, params, body }) => moveInterviewBooking({ ctx, bookingId: params.bookingId, input: body }),
);

export const DELETE = route({ auth: STUDENT, params, response: messageAnswer }, async ({ ctx, params }) =>
  cancelInterviewBooking({ ctx, bookingId: params.bookingId }),
);

export const { GET, HEAD, POST, PATCH, OPTIONS } = methodsNotAllowed(['PUT', 'DELETE']);
