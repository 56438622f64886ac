import { INTERNAL_ENDPOINTS, type OAuthScope } from '@/lib/oauth';
import { BadRequestError } from '@/server/errors';

type ClientShape = {
  isConfidential: boolean;
  scopes: readonly string[];
  isClientCredentialsGrantAllowed: boolean;
  isAuthorizationCodeGrantAllowed: boolean;
  pkceRequired: boolean;
  redirectUrls: readonly string[];
  permittedInternalEndpoints: readonly string[];
};

/** The rules a client must satisfy as a whole, checked on create and after every update. */
export function assertClientIsCoherent(client: ClientShape): void {
  if (!client.isConfidential && client.isClientCredentialsGrantAllowed)
    throw new BadRequestError('A public client cannot use the client_credentials grant');
  // Without a secret, PKCE is all that binds the code to the app that asked for it.
  if (!client.isConfidential && !client.pkceRequired) throw new BadRequestError('A public client always needs PKCE');
  if (client.isAuthorizationCodeGrantAllowed && client.redirectUrls.length === 0)
    throw new BadRequestError('The authorization_code grant needs at least one redirect URL');
  for (const endpoint of client.permittedInternalEndpoints) {
    const needed = INTERNAL_ENDPOINTS.find((item) => item.endpoint === endpoint)?.scope as OAuthScope;
    if (!client.scopes.includes(needed)) throw new BadRequestError(`Endpoint ${endpoint} needs the scope ${needed}`);
  }
}

export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
