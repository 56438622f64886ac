// GET /api/admin/reports/company-opening-ratio/{sessionGroupId} – 302 to a stored .xlsx of each company's opening ratio per session of the group
import { ADMIN, methodsNotAllowed, redirectAnswer, route } from '@/server/http';
import { companyOpeningRatioReport, sessionGroupParams, storedReportRedirect } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionGroupParams, status: 302, response: redirectAnswer }, async ({ ctx, params }) =>
  storedReportRedirect({ ctx, report: await companyOpeningRatioReport({ ctx, sessionGroupId: params.sessionGroupId }), format: 'xlsx' }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
