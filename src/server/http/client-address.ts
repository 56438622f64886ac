import { env } from '@/env';

/**
 * The one bucket of every request whose address is not known for sure: all requests when no trusted proxy is
 * configured, and requests that reached a trusted proxy setup without the header.
 */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/**
 * The client's address for per-address limits (docs/operations.md, "Client address behind a proxy").
 * A route handler cannot see the socket, and `next start` keeps an X-Forwarded-For the client sent (it fills the
 * header from the socket only when there is none), so the header is the client's own word unless a proxy we trust
 * (TRUST_PROXY=true) wrote its last entry. Without one, X-Forwarded-For is not read at all and every request
 * shares one bucket: a client choosing a new address per request would otherwise never be limited.
 */
export function clientAddressOf(request: Request): string {
  if (!isClientAddressTrusted()) return UNKNOWN_CLIENT_ADDRESS;
  const address = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  // The address ends up in a database key: keep it short and plain whatever was written.
  return address ? address.slice(0, 64).replace(/[^0-9A-Za-z.:_-]/g, '_') : UNKNOWN_CLIENT_ADDRESS;
}

/** Whether clientAddressOf names the client (a proxy we trust wrote it) or answers the shared bucket. */
export function isClientAddressTrusted(): boolean {
  return env().TRUST_PROXY === 'true';
}
