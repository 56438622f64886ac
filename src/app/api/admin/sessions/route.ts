// POST /api/admin/sessions – create a session in a session group (201 with the session)
import { sessionView } from '@/lib/session-view';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import { createSession, createSessionInput } from '@/server/sessions';

export const POST = route({ auth: ADMIN, status: 201, body: createSessionInput, response: sessionView }, async ({ ctx, body }) =>
  createSession({ ctx, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
