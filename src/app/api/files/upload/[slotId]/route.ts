// POST /api/files/upload/{slotId} – receives the file posted to an upload slot (multipart: expires, signature, file)
import { z } from 'zod';
import { uploadedFile } from '@/lib/files';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { acceptUpload } from '@/server/files';

const params = z.object({ slotId: z.uuid() });

export const POST = route({ auth: PORTAL_ROLES, status: 201, params, response: uploadedFile }, async ({ ctx, params }) =>
  acceptUpload({ ctx, slotId: params.slotId, request: ctx.request }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
