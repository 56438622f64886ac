// POST /api/email-verification – confirm a student's new contact address with the token of the link mailed to it, no login needed
import { emailVerificationInput, emailVerifiedAnswer } from '@/lib/student-profile';
import { methodsNotAllowed, route } from '@/server/http';
import { confirmEmailVerification } from '@/server/students';

export const POST = route({ auth: 'public', body: emailVerificationInput, response: emailVerifiedAnswer }, async ({ ctx, body }) =>
  confirmEmailVerification({ ctx, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
