import 'server-only';
/**
 * The one error hierarchy of the server. Verbs throw these; the route wrapper maps them to
 * `{ message }` bodies with their status (SPEC §8). Anything else is a 500 with a generic message.
 */
export class AppError extends Error {
  /** Headers the answer carries besides the body (Retry-After of a 429 or 503). */
  headers?: Record<string, string>;

  constructor(
    readonly status: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(400, message, extra);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Unauthenticated') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(409, message, extra);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'Service unavailable', retryAfterSeconds?: number) {
    super(503, message);
    if (retryAfterSeconds !== undefined) this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/** 429 with the whole seconds the client should wait before trying again (at least 1). */
export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number, message = 'Too many attempts, please try again later') {
    super(429, message);
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  }
}

/** 409 with this exact message makes the client reload (SPEC §8). */
export const INVALID_COOKIE_MESSAGE = 'Invalid cookie';

/**
 * A login cookie that is not one of ours by its shape. Its own class, because it alone (with a cookie
 * that names no live login) may clear the cookie: any other 409 is a business conflict that keeps the login.
 */
export class InvalidCookieError extends ConflictError {
  constructor() {
    super(INVALID_COOKIE_MESSAGE);
  }
}
