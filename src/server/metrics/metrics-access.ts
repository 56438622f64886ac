import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';
import { AppError } from '@/server/errors';

const TOKEN_REQUIRED = 'ต้องส่ง Authorization: Bearer พร้อมโทเค็นของระบบเก็บค่าวัด (METRICS_TOKEN)';
const TOKEN_WRONG = 'โทเค็นของระบบเก็บค่าวัดไม่ถูกต้อง';
const NOT_LOOPBACK = 'ค่าวัดของระบบเปิดให้เฉพาะผู้ที่มีโทเค็น (ตั้ง METRICS_TOKEN) หรือเครื่องนี้เองขณะพัฒนา';

/**
 * Who may read /metrics (docs/operations.md, "Metrics and traces"). With METRICS_TOKEN set: only a request
 * carrying it as a bearer token (compared in constant time), from anywhere. Without it: nobody in production,
 * because a route handler cannot see the socket: `next start` writes the peer's address into X-Forwarded-For only
 * when the client sent none, and Host is the client's word too, so "from the loopback" cannot be told from a
 * forged request. Outside production (a developer's `npm run dev`), a request that names the loopback in both
 * Host and a single X-Forwarded-For entry, with TRUST_PROXY off, is let through.
 */
export function assertMetricsAccess({ request }: { request: Request }): void {
  const { METRICS_TOKEN, NODE_ENV, TRUST_PROXY } = env();
  if (METRICS_TOKEN) {
    const offered = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!offered) throw withChallenge(new AppError(401, TOKEN_REQUIRED));
    if (!constantTimeEquals(offered, METRICS_TOKEN)) throw withChallenge(new AppError(401, TOKEN_WRONG), 'invalid_token');
    return;
  }
  if (NODE_ENV !== 'production' && TRUST_PROXY === 'false' && namesLoopback(request)) return;
  throw new AppError(403, NOT_LOOPBACK);
}

function withChallenge(error: AppError, code?: string): AppError {
  error.headers = { 'www-authenticate': code ? `Bearer realm="metrics", error="${code}"` : 'Bearer realm="metrics"' };
  return error;
}

/** Digests of equal length, so neither the content nor the length of the token shows in the time taken. */
function constantTimeEquals(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

const LOOPBACK_ADDRESS = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

function namesLoopback(request: Request): boolean {
  const forwarded = (request.headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
  const host = new URL(request.url).hostname.replace(/^\[|\]$/g, '');
  const headerHost = (request.headers.get('host') ?? host).replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  const isLoopbackHost = (name: string) => name === 'localhost' || LOOPBACK_ADDRESS.test(name);
  return forwarded.length === 1 && LOOPBACK_ADDRESS.test(forwarded[0]) && isLoopbackHost(headerHost);
}
