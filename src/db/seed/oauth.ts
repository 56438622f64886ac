import type { Transaction } from '@/db/client';
import { oauthClients, oauthProviders } from '@/db/schema';
import { sha256 } from '@/server/auth';

export const DEMO_OAUTH_PROVIDER_NAME = 'CEDT Internal';
export const DEMO_OAUTH_CLIENT_ID = 'demo-client';
export const DEMO_OAUTH_CLIENT_SECRET = 'demo-client-secret';

/** One provider with one confidential client that may use every grant, for trying the OAuth flows locally. */
export async function insertOAuthDemo(tx: Transaction, clientSecret: string = DEMO_OAUTH_CLIENT_SECRET): Promise<void> {
  const [provider] = await tx
    .insert(oauthProviders)
    .values({ name: DEMO_OAUTH_PROVIDER_NAME })
    .returning({ providerId: oauthProviders.providerId });
  await tx.insert(oauthClients).values({
    clientId: DEMO_OAUTH_CLIENT_ID,
    providerId: provider.providerId,
    clientDisplayName: 'แอปตัวอย่าง',
    secretHash: sha256(clientSecret),
    scopes: ['profile', 'student:contact-info', 'internal:companies', 'internal:students'],
    isClientCredentialsGrantAllowed: true,
    isAuthorizationCodeGrantAllowed: true,
    isRefreshTokenGrantAllowed: true,
    redirectUrls: ['http://localhost:4000/callback'],
    permittedInternalEndpoints: [
      'GET /api/internal/v1/companies',
      'GET /api/internal/v1/companies/{companyId}',
      'GET /api/internal/v1/students',
    ],
  });
}
