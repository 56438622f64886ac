import { NO_STORE_HEADERS } from './constants';

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'unsupported_token_type'
  | 'invalid_token'
  | 'insufficient_scope';

const STATUS: Record<OAuthErrorCode, number> = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unauthorized_client: 400,
  unsupported_grant_type: 400,
  invalid_scope: 400,
  unsupported_token_type: 400,
  invalid_token: 401,
  insufficient_scope: 403,
};

/**
 * An error of the OAuth endpoints (RFC 6749 §5.2, RFC 6750 §3.1). Its body carries the RFC's
 * `error` and `error_description` for OAuth libraries and the portal's own `message` (SPEC §8).
 */
export class OAuthError extends Error {
  readonly status: number;
  constructor(
    readonly code: OAuthErrorCode,
    description: string,
    status?: number,
  ) {
    super(description);
    this.status = status ?? STATUS[code];
  }

  toResponse(kind: 'token' | 'resource'): Response {
    const headers = new Headers(NO_STORE_HEADERS);
    if (kind === 'token' && this.code === 'invalid_client') headers.set('www-authenticate', 'Basic realm="oauth", charset="UTF-8"');
    if (kind === 'resource') {
      const base = `Bearer realm="oauth"`;
      headers.set(
        'www-authenticate',
        this.message === MISSING_TOKEN ? base : `${base}, error="${this.code}", error_description="${this.message.replace(/"/g, "'")}"`,
      );
    }
    return Response.json({ error: this.code, error_description: this.message, message: this.message }, { status: this.status, headers });
  }
}

export const MISSING_TOKEN = 'Bearer token required';
