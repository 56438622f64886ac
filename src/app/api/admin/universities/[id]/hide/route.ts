// POST /api/admin/universities/{id}/hide – takes an entry out of the pickers; profiles that use it keep it
import { z } from 'zod';
import { referenceEntry } from '@/lib/reference';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { setReferenceHidden } from '@/server/reference';

export const POST = route({ auth: ADMIN, params: z.object({ id: idParam }), response: referenceEntry }, async ({ ctx, params }) =>
  setReferenceHidden({ ctx, kind: 'universities', referenceId: params.id, isHidden: true }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
