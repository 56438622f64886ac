import { OAUTH_SCOPE_NAMES, type OAuthScope } from '@/lib/oauth';
import { OAuthError } from './oauth-error';

/** `scope` is a space-delimited list (RFC 6749 §3.3); order and repeats carry no meaning. */
export function parseScope(scope: string | undefined | null): string[] | undefined {
  if (scope === undefined || scope === null) return undefined;
  const items = scope.split(' ').filter(Boolean);
  return [...new Set(items)];
}

/**
 * The scopes granted: the requested ones, each of which must be within `allowed` (a request can
 * only narrow, never widen); when none are requested, all of `allowed`.
 */
export function narrowScopes(requested: string[] | undefined, allowed: readonly string[]): OAuthScope[] {
  if (requested === undefined || requested.length === 0) return allowed.filter(isKnownScope);
  const outside = requested.filter((scope) => !allowed.includes(scope) || !isKnownScope(scope));
  if (outside.length > 0) throw new OAuthError('invalid_scope', `Scope not allowed: ${outside.join(' ')}`);
  return requested as OAuthScope[];
}

function isKnownScope(scope: string): scope is OAuthScope {
  return (OAUTH_SCOPE_NAMES as readonly string[]).includes(scope);
}
