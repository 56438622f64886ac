/**
 * The browser's client for the portal's REST surface (SPEC §7, §8): every call goes to `/api…`,
 * sends the login cookie, times out after 10 s and turns any non-2xx answer into an ApiError.
 */

export const REQUEST_TIMEOUT_MS = 10_000;
/** The portal's 503 `{ message }` while its database cannot be reached (src/server/http/error-response.ts): shown as it is, with a retry. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'ระบบไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่';
export const NETWORK_ERROR_MESSAGE = 'Network Error';
const INVALID_COOKIE_MESSAGE = 'Invalid cookie';

export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON when not undefined. */
  body?: unknown;
  /** Combined with the 10 s timeout, e.g. to cancel when a component unmounts. */
  signal?: AbortSignal;
};

function timeoutSignal(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  // AbortSignal.any is recent (2024 browsers); without it the timeout alone still applies.
  return signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  return fallback;
}

/** `apiFetch<Me>('/auth/me')` → GET /api/auth/me. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeoutSignal(signal),
    });
  } catch (error) {
    // A caller's own cancellation stays an AbortError so it can be ignored; timeouts and network failures are 500 (SPEC §8).
    if (signal?.aborted) throw error;
    throw new ApiError(500, NETWORK_ERROR_MESSAGE);
  }

  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch {
    throw new ApiError(500, NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    const message = messageOf(parsed, response.statusText || `Request failed with status ${response.status}`);
    if (response.status === 409 && message === INVALID_COOKIE_MESSAGE && typeof window !== 'undefined') window.location.reload();
    throw new ApiError(response.status, message);
  }
  return parsed as T;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'เกิดข้อผิดพลาดที่ไม่คาดคิด'): string {
  if (error instanceof ApiError) return error.message === NETWORK_ERROR_MESSAGE ? 'ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้ กรุณาลองใหม่อีกครั้ง' : error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
