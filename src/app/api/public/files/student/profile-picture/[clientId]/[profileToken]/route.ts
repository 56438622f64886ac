// GET /api/public/files/student/profile-picture/{clientId}/{profileToken} – 301 to a student's picture for a registered OAuth client, when the student shows personal information
import { z } from 'zod';
import { methodsNotAllowed, redirectAnswer, route, textParam } from '@/server/http';
import { serveStudentPictureToClient } from '@/server/files';

const params = z.object({ clientId: textParam, profileToken: textParam });

export const GET = route({ auth: 'public', params, response: redirectAnswer }, async ({ ctx, params }) =>
  serveStudentPictureToClient({ ctx, clientId: params.clientId, profileToken: params.profileToken }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
