import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy in front of us chose (HAProxy's unique-id, a load balancer's trace id) is kept when it looks like one. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id that names this request in the log line and the answer's `x-request-id`. */
export function requestIdOf(request: Request): string {
  const offered = request.headers.get(REQUEST_ID_HEADER);
  return offered && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
}
