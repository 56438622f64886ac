// GET /api/common/admission-years – the admission years of the students, newest first
import { admissionYears } from '@/lib/student-profile';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { listAdmissionYears } from '@/server/students';

export const GET = route({ auth: PORTAL_ROLES, response: admissionYears }, async ({ ctx }) => listAdmissionYears({ ctx }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
