// POST /api/student/interview-bookings – books a seat in an interview slot offered to the student {slotId}
import { studentInterviewBooking } from '@/lib/interviews';
import { methodsNotAllowed, route, STUDENT } from '@/server/http';
import { bookInterview, bookInterviewInput } from '@/server/interviews';

export const POST = route(
  { auth: STUDENT, status: 201, body: bookInterviewInput, response: studentInterviewBooking },
  async ({ ctx, body }) => bookInterview({ ctx, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
