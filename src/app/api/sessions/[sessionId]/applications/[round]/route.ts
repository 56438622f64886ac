// GET /api/sessions/{sessionId}/applications/{round} – application statistics of each of the company's openings in the session (from applicationAnnouncementDate), paged, sortBy createdAt or applicationsCount
import { z } from 'zod';
import { companySessionApplicationPage } from '@/lib/applications';
import { companySessionApplicationsQuery, listCompanySessionApplications } from '@/server/applications';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionId: idParam, round: idParam });

export const GET = route(
  { auth: COMPANY_USER, params, query: companySessionApplicationsQuery, response: companySessionApplicationPage },
  async ({ ctx, params, query }) => listCompanySessionApplications({ ctx, ...params, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
