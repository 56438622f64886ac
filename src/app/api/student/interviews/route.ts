// GET /api/student/interviews – my interviews: the student's bookings and the slots offered for their applications
import { studentInterviews } from '@/lib/interviews';
import { methodsNotAllowed, route, STUDENT } from '@/server/http';
import { listStudentInterviews } from '@/server/interviews';

export const GET = route({ auth: STUDENT, response: studentInterviews }, async ({ ctx }) => listStudentInterviews({ ctx }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
