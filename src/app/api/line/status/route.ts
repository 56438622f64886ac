// GET /api/line/status – whether LINE is offered and the caller's linked LINE account
import { lineStatusAnswer } from '@/lib/line';
import { methodsNotAllowed, route } from '@/server/http';
import { getLineStatus } from '@/server/line';

export const GET = route({ auth: ['student', 'company_user'], response: lineStatusAnswer }, async ({ ctx }) => getLineStatus({ ctx }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
