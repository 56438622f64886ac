// POST /api/student/upload/save – attaches the file last uploaded of the given type, replacing the previous one
import { uploadedFile } from '@/lib/files';
import { methodsNotAllowed, route, STUDENT } from '@/server/http';
import { saveUpload, uploadTypeBody } from '@/server/files';

export const POST = route({ auth: STUDENT, body: uploadTypeBody, response: uploadedFile }, async ({ ctx, body }) =>
  saveUpload({ ctx, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
