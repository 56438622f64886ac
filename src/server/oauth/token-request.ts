import type { Database } from '@/db/client';
import { readBodyText } from '@/server/http';
import { OAUTH_BODY_MAX_BYTES } from './constants';
import { OAuthError } from './oauth-error';
import { matchesHash } from './secrets';
import { preparedStatements } from './prepared';
import type { ClientRow } from './views';

/** Parameters that carry secrets: they belong in the body, never in a URL (RFC 6749 §3.2, RFC 9700 §4.3). */
const SECRET_PARAMETERS = ['client_secret', 'code', 'code_verifier', 'refresh_token', 'token', 'password'];

/**
 * Reads the form (`application/x-www-form-urlencoded`, RFC 6749 §4.1.3) or JSON body of the token
 * and revocation endpoints. A parameter given twice is refused (RFC 6749 §3.2).
 */
export async function readTokenParameters(request: Request): Promise<Record<string, string>> {
  const query = new URL(request.url).searchParams;
  if (SECRET_PARAMETERS.some((name) => query.has(name)))
    throw new OAuthError('invalid_request', 'Credentials must be sent in the request body, not the URL');
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  // Needs no login, so anyone could otherwise make the server buffer any amount.
  const text = await readBodyText(
    request,
    OAUTH_BODY_MAX_BYTES,
    () => new OAuthError('invalid_request', `Request body is larger than the limit of ${OAUTH_BODY_MAX_BYTES} bytes`, 413),
  );
  const parameters: Record<string, string> = {};
  if (contentType === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text || '{}');
    } catch {
      throw new OAuthError('invalid_request', 'Request body is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new OAuthError('invalid_request', 'Expected an object body');
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value !== 'string') throw new OAuthError('invalid_request', `Parameter ${key} must be a string`);
      parameters[key] = value;
    }
    return parameters;
  }
  if (contentType !== 'application/x-www-form-urlencoded')
    throw new OAuthError('invalid_request', 'Expected an application/x-www-form-urlencoded body');
  for (const [key, value] of new URLSearchParams(text)) {
    if (key in parameters) throw new OAuthError('invalid_request', `Parameter ${key} was given more than once`);
    parameters[key] = value;
  }
  return parameters;
}

/** Basic credentials are form-urlencoded before base64 (RFC 6749 §2.3.1). */
function readBasic(header: string): { clientId: string; clientSecret: string } {
  const encoded = header.slice('basic '.length).trim();
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError('invalid_client', 'Malformed Basic credentials');
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    throw new OAuthError('invalid_client', 'Malformed Basic credentials');
  }
}

/**
 * Client authentication (RFC 6749 §2.3): `client_secret_basic` or `client_secret_post` for a
 * confidential client, `client_id` alone for a public one. One method per request. Every failure
 * is the same `invalid_client`, so the answer does not tell which part was wrong.
 */
export async function authenticateClient({
  db,
  request,
  parameters,
}: {
  db: Database;
  request: Request;
  parameters: Record<string, string>;
}): Promise<ClientRow> {
  const authorization = request.headers.get('authorization');
  const isBasic = authorization?.toLowerCase().startsWith('basic ') ?? false;
  if (authorization && !isBasic) throw new OAuthError('invalid_client', 'Unsupported client authentication');
  if (isBasic && parameters.client_secret !== undefined) throw new OAuthError('invalid_request', 'Use one client authentication method');
  const credentials = isBasic ? readBasic(authorization!) : { clientId: parameters.client_id, clientSecret: parameters.client_secret };
  if (isBasic && parameters.client_id !== undefined && parameters.client_id !== credentials.clientId)
    throw new OAuthError('invalid_request', 'client_id does not match the credentials');
  if (!credentials.clientId) throw new OAuthError('invalid_client', 'Client authentication failed');

  // Only "no such client" is invalid_client; a database failure stays an error (500), not a false refusal.
  const [client] = await preparedStatements(db).clientById.execute({ clientId: credentials.clientId });
  if (!client) throw new OAuthError('invalid_client', 'Client authentication failed');
  if (client.secretHash === null) {
    if (credentials.clientSecret !== undefined) throw new OAuthError('invalid_client', 'Client authentication failed');
    return client;
  }
  if (credentials.clientSecret === undefined || !matchesHash(credentials.clientSecret, client.secretHash))
    throw new OAuthError('invalid_client', 'Client authentication failed');
  return client;
}
