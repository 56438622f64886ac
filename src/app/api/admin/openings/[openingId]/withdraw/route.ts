// POST /api/admin/openings/{openingId}/withdraw – withdraw an opening (409 when its status does not allow it)
import { z } from 'zod';
import { adminOpeningView } from '@/lib/openings';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { changeOpeningStatusAsAdmin } from '@/server/openings';

export const POST = route({ auth: ADMIN, params: z.object({ openingId: idParam }), response: adminOpeningView }, async ({ ctx, params }) =>
  changeOpeningStatusAsAdmin({ ctx, openingId: params.openingId, transition: 'withdraw' }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
