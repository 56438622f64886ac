// GET /api/admin/oauth/providers/{providerId} – one provider; PATCH /api/admin/oauth/providers/{providerId} – rename it; DELETE /api/admin/oauth/providers/{providerId} – delete it with its clients
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { oauthProviderView } from '@/lib/oauth';
import { deleteProvider, getProvider, providerBody, updateProvider } from '@/server/oauth';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ providerId: idParam });

export const GET = route({ auth: ADMIN, params, response: oauthProviderView }, async ({ ctx, params }) =>
  getProvider({ ctx, providerId: params.providerId }),
);

export const PATCH = route({ auth: ADMIN, params, body: providerBody, response: oauthProviderView }, async ({ ctx, params, body }) =>
  updateProvider({ ctx, providerId: params.providerId, input: body }),
);

export const DELETE = route({ auth: ADMIN, params, response: messageAnswer }, async ({ ctx, params }) =>
  deleteProvider({ ctx, providerId: params.providerId }),
);

export const { POST, PUT, OPTIONS } = methodsNotAllowed(['GET', 'PATCH', 'DELETE']);
