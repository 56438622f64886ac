// POST /api/student/me/email-verification – mail the link for the pending contact address again
import { ownStudentProfile } from '@/lib/student-profile';
import { methodsNotAllowed, route, STUDENT } from '@/server/http';
import { resendEmailVerification } from '@/server/students';

export const POST = route({ auth: STUDENT, response: ownStudentProfile }, async ({ ctx }) => resendEmailVerification({ ctx }));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
