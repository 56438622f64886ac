import { env } from '@/env';

/** The one bucket of requests that carry no address at all (only outside `next start` and a proxy). */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/**
 * The client's address for per-address limits (docs/operations.md, "Client address behind a proxy").
 * A route handler cannot see the socket; the last X-Forwarded-For entry is the one written by the nearest
 * hop: our proxy (TRUST_PROXY=true) or, when the portal is served directly, Next itself, which fills the
 * header with the socket's peer when the client sent none. Without a trusted proxy a client may send the
 * header itself and so pick its own bucket: it can dodge the per-address limit but not spend everyone's,
 * which one shared bucket for all would let it do.
 */
export function clientAddressOf(request: Request): string {
  const address = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  // The address ends up in a database key: keep it short and plain whatever a client wrote.
  return address ? address.slice(0, 64).replace(/[^0-9A-Za-z.:_-]/g, '_') : UNKNOWN_CLIENT_ADDRESS;
}

/** Whether clientAddressOf names the real client (a proxy we trust wrote it) or is only the best guess. */
export function isClientAddressTrusted(): boolean {
  return env().TRUST_PROXY === 'true';
}
