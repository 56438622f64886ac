// GET /api/files/{fileId} – streams a stored file to whoever holds its short-lived signed link (expires, signature; a link shared beyond the owner and admins also names what shared it and is re-checked)
import { z } from 'zod';
import { fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';
import { readSignedFile, readSignedFileQuery, STORED_FILE_CONTENT_TYPES } from '@/server/files';

const params = z.object({ fileId: idParam });

export const GET = route(
  { auth: 'public', params, query: readSignedFileQuery, response: fileAnswer(...STORED_FILE_CONTENT_TYPES) },
  async ({ ctx, params, query }) =>
    readSignedFile({
      ctx,
      fileId: params.fileId,
      expires: query.expires ?? null,
      signature: query.signature ?? null,
      share: query.share ?? null,
    }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
