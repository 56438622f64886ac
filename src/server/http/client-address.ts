import { env } from '@/env';

/**
 * The client's address as the nearest proxy saw it, or undefined when the portal is not told to trust
 * a proxy: a route handler cannot see the socket, and a header the client wrote itself proves nothing.
 */
export function clientAddressOf(request: Request): string | undefined {
  if (env().TRUST_PROXY !== 'true') return undefined;
  const forwardedFor = request.headers.get('x-forwarded-for');
  // The last entry is the one our own proxy appended; the ones before it came from the client.
  return forwardedFor?.split(',').at(-1)?.trim() || undefined;
}
