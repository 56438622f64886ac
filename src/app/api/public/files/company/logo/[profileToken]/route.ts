// GET /api/public/files/company/logo/{profileToken} – 301 to the company's logo, for anyone
import { z } from 'zod';
import { methodsNotAllowed, redirectAnswer, route, textParam } from '@/server/http';
import { serveCompanyFile } from '@/server/files';

const params = z.object({ profileToken: textParam });

export const GET = route({ auth: 'public', params, response: redirectAnswer }, async ({ ctx, params }) =>
  serveCompanyFile({ ctx, kind: 'logo', profileToken: params.profileToken }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
