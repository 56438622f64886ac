// GET /api/calendar-feeds/{token} – a person's private calendar (text/calendar, RFC 5545): their interviews and the round deadlines that concern them; the token is the credential
import { z } from 'zod';
import { fileAnswer, methodsNotAllowed, route } from '@/server/http';
import { getCalendarFeed } from '@/server/interviews';

const params = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Expected a feed token') });

export const GET = route({ auth: 'public', params, response: fileAnswer('text/calendar') }, async ({ ctx, params }) =>
  getCalendarFeed({ ctx, token: params.token }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
