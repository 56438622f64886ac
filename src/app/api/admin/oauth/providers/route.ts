// GET /api/admin/oauth/providers – OAuth providers with their client counts, paged; POST /api/admin/oauth/providers – create a provider
import { oauthProviderList, oauthProviderView } from '@/lib/oauth';
import { createProvider, listProviders, providerBody } from '@/server/oauth';
import { ADMIN, methodsNotAllowed, paginationQuery, route } from '@/server/http';

export const GET = route({ auth: ADMIN, query: paginationQuery, response: oauthProviderList }, async ({ ctx, query }) =>
  listProviders({ ctx, pagination: query }),
);

export const POST = route({ auth: ADMIN, body: providerBody, status: 201, response: oauthProviderView }, async ({ ctx, body }) =>
  createProvider({ ctx, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
