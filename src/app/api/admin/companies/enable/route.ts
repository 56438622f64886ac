// POST /api/admin/companies/enable – enables the chosen companies ({ids}) or every company matching the list's filter ({allMatching}), all or nothing; answers {count, ids}
import { bulkAnswer } from '@/lib/contract';
import { z } from 'zod';
import { adminCompanyListQuery, setCompaniesActive } from '@/server/companies';
import { ADMIN, bulkSelectionBody, methodsNotAllowed, route } from '@/server/http';

const body = bulkSelectionBody(z.number().int().positive(), adminCompanyListQuery);

export const POST = route({ auth: ADMIN, body, response: bulkAnswer(z.number().int()) }, async ({ ctx, body }) =>
  setCompaniesActive({ ctx, selection: body, isActive: true }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
