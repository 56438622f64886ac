// GET /api/common/files/student/profile-picture/{profileToken} – 301 to the student's profile picture when the caller may see it (visibility flags), else 404
import { z } from 'zod';
import { methodsNotAllowed, redirectAnswer, PORTAL_ROLES, route, textParam } from '@/server/http';
import { serveStudentFile } from '@/server/files';

const params = z.object({ profileToken: textParam });

export const GET = route({ auth: PORTAL_ROLES, params, response: redirectAnswer }, async ({ ctx, params }) =>
  serveStudentFile({ ctx, kind: 'profile-picture', profileToken: params.profileToken }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
