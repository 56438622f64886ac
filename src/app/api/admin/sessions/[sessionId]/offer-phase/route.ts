// GET /api/admin/sessions/{sessionId}/offer-phase – the offer phase of the session's current round, live (offers by state, students unmatched, places left)
import { z } from 'zod';
import { adminOfferPhaseView } from '@/lib/offers';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { getAdminOfferPhase } from '@/server/offers';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), response: adminOfferPhaseView },
  async ({ ctx, params }) => getAdminOfferPhase({ ctx, sessionId: params.sessionId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
