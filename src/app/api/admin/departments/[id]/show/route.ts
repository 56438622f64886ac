// POST /api/admin/departments/{id}/show – offers a hidden entry in the pickers again
import { z } from 'zod';
import { referenceEntry } from '@/lib/reference';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { setReferenceHidden } from '@/server/reference';

export const POST = route({ auth: ADMIN, params: z.object({ id: idParam }), response: referenceEntry }, async ({ ctx, params }) =>
  setReferenceHidden({ ctx, kind: 'departments', referenceId: params.id, isHidden: false }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
