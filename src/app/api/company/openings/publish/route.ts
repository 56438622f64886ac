// POST /api/company/openings/publish – publish several drafts at once, all or nothing (deadline and opening ratio checked)
import { z } from 'zod';
import { COMPANY_USER, methodsNotAllowed, route } from '@/server/http';
import { publishOpeningsInBulk } from '@/server/openings';

const body = z.object({ openingIds: z.array(z.number().int().positive()).min(1, 'Choose at least one opening').max(100) });

export const POST = route({ auth: COMPANY_USER, body }, async ({ ctx, body }) => publishOpeningsInBulk(ctx, body.openingIds));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
