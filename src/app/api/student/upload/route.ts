// POST /api/student/upload – a short-lived signed slot {url, contentType, maxSizeByte, fields} for one file of the given type
import { uploadSlot } from '@/lib/files';
import { methodsNotAllowed, route, STUDENT } from '@/server/http';
import { createUploadSlot, uploadTypeBody } from '@/server/files';

export const POST = route({ auth: STUDENT, body: uploadTypeBody, response: uploadSlot }, async ({ ctx, body }) =>
  createUploadSlot({ ctx, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
