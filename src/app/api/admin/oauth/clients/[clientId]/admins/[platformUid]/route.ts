// DELETE /api/admin/oauth/clients/{clientId}/admins/{platformUid} – revoke a person's admin of the client
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { clientIdParam, revokeClientAdmin } from '@/server/oauth';
import { ADMIN, methodsNotAllowed, route, textParam } from '@/server/http';

const params = z.object({ clientId: clientIdParam, platformUid: textParam });

export const DELETE = route({ auth: ADMIN, params, response: messageAnswer }, async ({ ctx, params }) =>
  revokeClientAdmin({ ctx, clientId: params.clientId, platformUid: params.platformUid }),
);

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = methodsNotAllowed(['DELETE']);
