// GET /api/admin/openings/{openingId} – any opening with its status, isResultAnnouced and isRankingSubmitted; DELETE /api/admin/openings/{openingId} – delete it (409 once it has applications or matches)
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { adminOpeningView } from '@/lib/openings';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { deleteOpeningAsAdmin, getAdminOpening } from '@/server/openings';

const params = z.object({ openingId: idParam });

export const GET = route({ auth: ADMIN, params, response: adminOpeningView }, async ({ ctx, params }) =>
  getAdminOpening({ ctx, openingId: params.openingId }),
);

export const DELETE = route({ auth: ADMIN, params, response: messageAnswer }, async ({ ctx, params }) =>
  deleteOpeningAsAdmin({ ctx, openingId: params.openingId }),
);

export const { POST, PUT, PATCH, OPTIONS } = methodsNotAllowed(['GET', 'DELETE']);
