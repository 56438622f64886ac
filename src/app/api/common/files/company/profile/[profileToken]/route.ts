// GET /api/common/files/company/profile/{profileToken} – 301 to the company's profile document, for admins, students and company users
import { z } from 'zod';
import { methodsNotAllowed, redirectAnswer, PORTAL_ROLES, route, textParam } from '@/server/http';
import { serveCompanyFile } from '@/server/files';

const params = z.object({ profileToken: textParam });

export const GET = route({ auth: PORTAL_ROLES, params, response: redirectAnswer }, async ({ ctx, params }) =>
  serveCompanyFile({ ctx, kind: 'profile', profileToken: params.profileToken }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
