// PATCH /api/admin/sessions/{sessionId}/employer-ratings/{studentId} – publish or withdraw a rating's comment {commentPublished} (audited)
import { z } from 'zod';
import { employerRatingView } from '@/lib/employer-ratings';
import { publishEmployerRating, publishEmployerRatingInput } from '@/server/employer-ratings';
import { ADMIN, idParam, methodsNotAllowed, route, textParam } from '@/server/http';

export const PATCH = route(
  {
    auth: ADMIN,
    params: z.object({ sessionId: idParam, studentId: textParam }),
    body: publishEmployerRatingInput,
    response: employerRatingView,
  },
  async ({ ctx, params, body }) => publishEmployerRating({ ctx, ...params, input: body }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['PATCH']);
