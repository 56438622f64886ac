import { OAUTH_SCOPE_NAMES } from '@/lib/oauth';

/** GET /.well-known/oauth-authorization-server (RFC 8414). */
export function serverMetadata(issuer: string): Record<string, string | boolean | readonly string[]> {
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/api/oauth/token`,
    revocation_endpoint: `${issuer}/api/oauth/revoke`,
    scopes_supported: OAUTH_SCOPE_NAMES,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'client_credentials', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    code_challenge_methods_supported: ['S256'],
    // RFC 9207: the authorization response names its issuer, against mix-up attacks.
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${issuer}/api/openapi.json`,
  };
}
