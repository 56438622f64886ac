// GET /api/admin/oauth/providers/{providerId} – one provider; PATCH /api/admin/oauth/providers/{providerId} – rename it; DELETE /api/admin/oauth/providers/{providerId} – delete it with its clients
import { z } from 'zod';
import { deleteProvider, getProvider, providerBody, updateProvider } from '@/server/oauth';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ providerId: idParam });

export const GET = route({ auth: ADMIN, params }, async ({ ctx, params }) => getProvider({ ctx, providerId: params.providerId }));

export const PATCH = route({ auth: ADMIN, params, body: providerBody }, async ({ ctx, params, body }) => updateProvider({ ctx, providerId: params.providerId, input: body }));

export const DELETE = route({ auth: ADMIN, params }, async ({ ctx, params }) => deleteProvider({ ctx, providerId: params.providerId }));

export const { POST, PUT, OPTIONS } = methodsNotAllowed(['GET', 'PATCH', 'DELETE']);
