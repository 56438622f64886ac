// GET /api/oauth/v1/student/contact-info – the consenting student's lineId, email and phoneNumber (bearer token, scope student:contact-info)
import { studentContactInfo } from '@/lib/oauth';
import { bearer, getStudentContactInfo } from '@/server/oauth';
import { methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  { auth: bearer({ scope: 'student:contact-info', holder: 'user' }), response: studentContactInfo },
  async ({ ctx, grant }) => getStudentContactInfo({ ctx, grant }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
