/** Lifetimes (seconds). A code lives at most 60 s (RFC 6749 §4.1.2 recommends ≤ 10 minutes; short limits replay). */
export const CODE_LIFETIME_SECONDS = 60;
export const CONSENT_REQUEST_LIFETIME_SECONDS = 10 * 60;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** Headers of every token-endpoint answer (RFC 6749 §5.1): tokens must never be cached. */
export const NO_STORE_HEADERS = { 'cache-control': 'no-store', pragma: 'no-cache' } as const;

export function secondsFrom(now: Date, seconds: number): Date {
  return new Date(now.getTime() + seconds * 1000);
}

/** The token, revocation and consent endpoints take a few short parameters; anything bigger is refused (413) unread. */
export const OAUTH_BODY_MAX_BYTES = 64 * 1024;
