// GET /api/sessions/{sessionId}/openings/{openingId}/applications/{round} – the ACTIVE applications of the company's own opening (from applicationAnnouncementDate), paged
import { z } from 'zod';
import { applicationPage } from '@/lib/applications';
import { listOpeningApplications } from '@/server/applications';
import { COMPANY_USER, idParam, methodsNotAllowed, paginationQuery, route } from '@/server/http';

const params = z.object({ sessionId: idParam, openingId: idParam, round: idParam });

export const GET = route(
  { auth: COMPANY_USER, params, query: paginationQuery, response: applicationPage },
  async ({ ctx, params, query }) => listOpeningApplications({ ctx, ...params, pagination: query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
