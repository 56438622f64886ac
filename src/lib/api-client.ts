/**
 * The browser's client for the portal's REST surface (SPEC §7, §8): every call goes to `/api…`,
 * sends the login cookie, times out after 10 s and turns any answer whose status the caller did not expect
 * (every non-2xx, and a 2xx the operation does not answer) into an ApiError that lists the expected statuses.
 * A 409 `Invalid cookie` reloads the page. Report downloads and file uploads share these rules (checkAnswer).
 */

export const REQUEST_TIMEOUT_MS = 10_000;
/**
 * The portal's 503 `{ message }` while its database cannot be reached (src/server/http/error-response.ts), in each
 * language an answer may come in: shown as it is, with a retry. The catalogue's `ApiMessages.serviceUnavailable`
 * holds the same words (tests/unit/api-messages.test.ts).
 */
export const SERVICE_UNAVAILABLE_MESSAGES = {
  th: 'ระบบไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  en: 'The system is temporarily unavailable. Please try again in a moment.',
} as const;
export const SERVICE_UNAVAILABLE_MESSAGE = SERVICE_UNAVAILABLE_MESSAGES.th;
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const INVALID_COOKIE_MESSAGE = 'Invalid cookie';

export class ApiError extends Error {
  readonly status: number;
  /** The statuses the caller expected (SPEC §8); empty when the call never got an answer (network, timeout). */
  readonly expectedStatuses: readonly number[];

  constructor(status: number, message: string, expectedStatuses: readonly number[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.expectedStatuses = expectedStatuses;
  }
}

/** A 2xx (or a redirect fetch did not follow) the operation does not answer: the body is not what the caller reads. */
export class UnexpectedStatusError extends ApiError {
  constructor(status: number, expectedStatuses: readonly number[]) {
    super(status, unexpectedStatusMessage(status, expectedStatuses), expectedStatuses);
    this.name = 'UnexpectedStatusError';
  }
}

export function unexpectedStatusMessage(status: number, expectedStatuses: readonly number[]): string {
  return `Unexpected status ${status}; expected ${expectedStatuses.join(' or ')}`;
}

/** What the portal's operations answer when they succeed: a create 201, everything else 200. */
export function defaultExpectedStatuses(method: ApiRequestOptions['method'] = 'GET'): readonly number[] {
  return method === 'POST' ? [200, 201] : [200];
}

/**
 * The one status check of every browser call: an expected status passes; a 409 `Invalid cookie` reloads the page
 * (the login cookie is unusable, SPEC §8); any other status raises an ApiError with the answer's message (or, with
 * none, one naming the expected statuses) and the expected statuses.
 */
export function checkAnswer(status: number, body: unknown, expectedStatuses: readonly number[]): void {
  if (expectedStatuses.includes(status)) return;
  if (status >= 200 && status < 400) throw new UnexpectedStatusError(status, expectedStatuses);
  const message = messageOf(body, unexpectedStatusMessage(status, expectedStatuses));
  if (status === 409 && message === INVALID_COOKIE_MESSAGE && typeof window !== 'undefined') window.location.reload();
  throw new ApiError(status, message, expectedStatuses);
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON when not undefined. */
  body?: unknown;
  /** Combined with the 10 s timeout, e.g. to cancel when a component unmounts. */
  signal?: AbortSignal;
  /** The statuses the operation answers on success (OpenAPI); default: POST 200 or 201, any other method 200. */
  expectedStatuses?: readonly number[];
};

export function timeoutSignal(signal?: AbortSignal): AbortSignal {
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

/**
 * The page's language (`<html lang>`) as the answer's: the API writes its `{ message }` in it (docs/languages.md),
 * whatever language the browser itself prefers.
 */
export function pageLanguageHeaders(): Record<string, string> {
  return typeof document !== 'undefined' && document.documentElement.lang ? { 'Accept-Language': document.documentElement.lang } : {};
}

/** `apiFetch<Me>('/auth/me')` → GET /api/auth/me. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const expectedStatuses = options.expectedStatuses ?? defaultExpectedStatuses(method);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...pageLanguageHeaders(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
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

  checkAnswer(response.status, parsed, expectedStatuses);
  return parsed as T;
}

// The two texts of errorMessage in the page's language (`<html lang>`, docs/languages.md); the screens that translate
// take theirs from the catalogue (Common.networkError, Common.unexpectedError), these serve the plain callers.
const ERROR_TEXTS = {
  th: { unexpected: 'เกิดข้อผิดพลาดที่ไม่คาดคิด', network: 'ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้ กรุณาลองใหม่อีกครั้ง' },
  en: { unexpected: 'Something unexpected went wrong.', network: 'Cannot reach the server. Please try again.' },
} as const;
const errorTexts = () => (typeof document !== 'undefined' && document.documentElement.lang === 'en' ? ERROR_TEXTS.en : ERROR_TEXTS.th);

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = errorTexts().unexpected): string {
  if (error instanceof ApiError) return error.message === NETWORK_ERROR_MESSAGE ? errorTexts().network : error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
