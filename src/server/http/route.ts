import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { getDb, type Database } from '@/db/client';
import type { Role } from '@/lib/roles';
import { STRICT_TRANSPORT_SECURITY, shouldSendStrictTransportSecurity } from '@/lib/secure-transport';
import type { Actor, ActorOf, DeferredLoginContext } from '@/server/context';
import { LOGIN_SESSION_COOKIE, clearCookie, deferLogin, readRequestCookie, resolveActorFromToken } from '@/server/auth';
import { AppError, ForbiddenError, InvalidCookieError, NotFoundError, UnauthenticatedError } from '@/server/errors';
import { errorResponse } from './error-response';
import { apiLocaleOf, localizeApiMessage } from './api-messages';
import { issueMessageIn, type IssueMessage } from './issue-messages';
import { DEFAULT_MAX_BODY_BYTES, readBodyText } from './read-body';
import { assertSameOrigin } from './same-origin';
import { describeIssues } from '@/server/validation';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { checkAnswer, type ResponseContract } from './answers';
import { redactTokens } from '@/server/log-safe';
import { recordHttpRequest, routePatternOf } from '@/server/metrics';
import { tagRequestSpan } from '@/server/tracing';

/** What a bearer-token route (RFC 6750) needs of the token; the OpenAPI document and the access test read it. */
export type BearerRequirement = {
  scope: string;
  /** `user`: a person's token (authorization code); `machine`: a client-credentials token. */
  holder: 'user' | 'machine';
  /** For an internal endpoint, the admin must also have permitted the client to call it. */
  endpoint?: string;
};

/**
 * A bearer route's auth: the requirement, declared, and the check that enforces it. The oauth domain builds
 * it (`bearer({ scope, holder })`), because the token lives there and oauth builds on this module, not the reverse.
 */
export type BearerAuth<G = unknown> = {
  bearer: BearerRequirement;
  authenticate: (ctx: { db: Database; now: Date; request: Request }) => Promise<G>;
  /** The answer, in the protocol's own form (RFC 6750 with WWW-Authenticate), to an error of the token's domain. */
  answerError: (error: unknown) => Response | undefined;
};

/**
 * `public`: anyone; `optional`: anyone, with the actor when signed in; a role list: only those roles;
 * a bearer requirement: an OAuth client's access token with that scope (the login cookie is never read).
 */
export type AuthRequirement = 'public' | 'optional' | readonly Role[] | BearerAuth;

/** A role list lets through only its roles, so the handler's actor is the union of those roles' actors. */
type ActorFor<A extends AuthRequirement> = A extends readonly (infer R extends Role)[] ? ActorOf<R> : Actor | null;
/** The roles a role list lets through (every role for the other requirements, whose deferred login never occurs). */
type RolesOf<A extends AuthRequirement> = A extends readonly (infer R extends Role)[] ? R : Role;
type GrantFor<A extends AuthRequirement> = A extends BearerAuth<infer G> ? G : undefined;

export type RequestContext<A extends AuthRequirement = readonly Role[]> = {
  db: Database;
  actor: ActorFor<A>;
  now: Date;
  request: Request;
};
/** A route that reads the login in its verb's statement gets one context or the other (see `readsLoginItself`). */
type ContextFor<A extends AuthRequirement, L extends boolean> = L extends true
  ? RequestContext<A> | (DeferredLoginContext<RolesOf<A>> & { request: Request })
  : RequestContext<A>;

type Schema = z.ZodType | undefined;
type Output<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type Contract = ResponseContract | undefined;
/** A handler of a route with a JSON schema must return that JSON (or a Response it built itself, e.g. to set cookies). */
type HandlerResult<R extends Contract> = R extends z.ZodType ? z.input<R> | Response : unknown;

export type RouteDefinition<
  A extends AuthRequirement,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends Contract = Contract,
  L extends boolean = boolean,
> = {
  auth: A;
  /**
   * A role route whose verb reads the login in its own first statement (`DeferredLoginContext`): one round trip
   * instead of two. The verb must settle the login before it answers (or writes anything only the login's own
   * active student may write); the roles are checked there. Without a cookie of our shape, or with input that does
   * not parse (its 400 comes after the 401 and 403), the route reads the login first, as any other.
   */
  readsLoginItself?: L;
  params?: P;
  query?: Q;
  body?: B;
  /** The successful answer: a zod schema of its JSON (checked outside production), or `fileAnswer(…)` and the like. */
  response?: R;
  /** Status of a successful answer that is not already a Response (default 200). */
  status?: number;
  /** A route that exists only under a condition (the dev login) answers 404, before reading any input, when it does not hold. */
  isAvailable?: () => boolean;
  /** The JSON body's limit in bytes (default 1 MB); past it the answer is 413 and the rest is never read. */
  maxBodyBytes?: number;
};

type HandlerInput<A extends AuthRequirement, P extends Schema, Q extends Schema, B extends Schema, L extends boolean = false> = {
  ctx: ContextFor<A, L>;
  /** What the bearer token grants (bearer routes only). */
  grant: GrantFor<A>;
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
};

export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type AnyRouteDefinition = RouteDefinition<AuthRequirement, Schema, Schema, Schema, Contract, boolean>;
export type RouteHandler<D extends AnyRouteDefinition = AnyRouteDefinition> = ((
  request: Request,
  context: RouteContext,
) => Promise<Response>) & {
  definition: D;
};

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one wrapper every route handler goes through: it signs the request in from its cookie, checks
 * the role, the origin of cookie-authenticated writes, parses path, query and body with zod, calls
 * the verb and maps whatever it throws to `{ message }` with the right status.
 */
export function route<
  A extends AuthRequirement,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R extends Contract = undefined,
  L extends boolean = false,
>(
  definition: RouteDefinition<A, P, Q, B, R, L>,
  handler: (input: HandlerInput<A, P, Q, B, L>) => Promise<HandlerResult<R>>,
): RouteHandler<RouteDefinition<A, P, Q, B, R, L>> {
  const isPublic = definition.auth === 'public';
  const wrapped = async (request: Request, context: RouteContext): Promise<Response> => {
    const started = performance.now();
    const requestId = requestIdOf(request);
    // A route without dynamic segments is given no params at all.
    const routePattern = routePatternOf(new URL(request.url).pathname, (await context.params) ?? {});
    tagRequestSpan({ requestId, route: routePattern });
    const outcome: RequestOutcome = { role: null };
    const response = withApiHeaders(request, await answer(request, context, outcome), isPublic, requestId);
    const ms = performance.now() - started;
    logRequest({ request, status: response.status, ms, role: outcome.role, requestId });
    recordHttpRequest({ route: routePattern, method: request.method, status: response.status, seconds: ms / 1000 });
    return response;
  };
  const answer = async (request: Request, context: RouteContext, outcome: RequestOutcome): Promise<Response> => {
    const token = readRequestCookie(request, LOGIN_SESSION_COOKIE);
    // Public and bearer routes never look at the login, so a stale cookie cannot get in their way.
    const isLoginRead = (definition.auth === 'optional' || Array.isArray(definition.auth)) && token !== undefined;
    let actor: Actor | null = null;
    let isLoginResolved = false;
    const signIn = (resolved: Actor | null) => {
      actor = resolved;
      isLoginResolved = true;
      outcome.role = resolved?.role ?? null;
    };
    /** The route's roles let who is asking through, or 401 / 403. */
    const checkRoles = (resolved: Actor | null): Actor => {
      if (Array.isArray(definition.auth)) {
        if (!resolved) throw new UnauthenticatedError();
        if (!definition.auth.includes(resolved.role)) throw new ForbiddenError();
      }
      return resolved as Actor;
    };
    try {
      if (definition.isAvailable && !definition.isAvailable()) throw new NotFoundError();
      const db = getDb();
      const now = new Date();
      const accept = (resolved: Actor | null) => {
        signIn(resolved);
        return checkRoles(resolved);
      };
      const deferredLogin = definition.readsLoginItself && isLoginRead ? deferLogin({ db, token, now, accept }) : null;
      // A write signed in by cookie from another origin is refused before anything is read or written.
      if (deferredLogin && STATE_CHANGING_METHODS.has(request.method)) assertSameOrigin(request);
      // Input that does not parse sends the request the usual way: its 400 (or 413, 415) comes after the 401 and 403.
      const deferredInput = deferredLogin ? await readInput(definition, context, request) : undefined;
      const deferred = deferredLogin && deferredInput && 'input' in deferredInput ? deferredLogin : null;
      if (!deferred) {
        const resolved = isLoginRead ? await resolveActorFromToken({ db, token, now }) : null;
        if (isLoginRead) signIn(resolved);
        if (isLoginRead && STATE_CHANGING_METHODS.has(request.method)) assertSameOrigin(request);
        checkRoles(resolved);
      }
      const grant = isBearerAuth(definition.auth) ? await definition.auth.authenticate({ db, now, request }) : undefined;

      const read = deferredInput ?? (await readInput(definition, context, request));
      if ('error' in read) throw read.error;
      const { params, query, body } = read.input;

      const ctx = deferred ? { db, now, request, deferredLogin: deferred } : { db, actor, now, request };
      const result = (await handler({ ctx, grant, params, query, body } as HandlerInput<A, P, Q, B, L>)) ?? { message: 'OK' };
      // A verb that forgot to settle its login would have answered without the route's check of who is asking.
      if (deferred && !isLoginResolved) throw new Error(`${request.method} ${new URL(request.url).pathname} did not settle its login`);
      await checkAnswer(definition.response, result, `${request.method} ${new URL(request.url).pathname}`);
      const response =
        result instanceof Response ? result : Response.json(inCallersLanguage(result, request), { status: definition.status ?? 200 });
      return clearDeadCookie(request, response, isLoginRead && !actor);
    } catch (error) {
      const response = (isBearerAuth(definition.auth) && definition.auth.answerError(error)) || errorResponse(error, apiLocaleOf(request));
      // Only a malformed cookie, or one that names no live login, is cleared so the browser stops sending it;
      // any other refusal (a business 409 included) or a failure before the login was read keeps the login.
      return clearDeadCookie(request, response, error instanceof InvalidCookieError || (isLoginResolved && !actor));
    }
  };
  return Object.assign(wrapped, { definition });
}

/**
 * Every answer: nosniff, so a browser never reads JSON or a file as something else; and no-store on every
 * answer of a signed-in route and every error, since they may carry personal data. A handler that set its own
 * Cache-Control (a signed file link's private max-age) keeps it. In production over https, HSTS too.
 */
function withApiHeaders(request: Request, response: Response, isPublic: boolean, requestId: string): Response {
  const extra: [string, string][] = [[REQUEST_ID_HEADER, requestId]];
  if (shouldSendStrictTransportSecurity(request)) extra.push(['strict-transport-security', STRICT_TRANSPORT_SECURITY]);
  if (!response.headers.has('x-content-type-options')) extra.push(['x-content-type-options', 'nosniff']);
  if (!response.headers.has('cache-control') && (!isPublic || response.status >= 400)) extra.push(['cache-control', 'no-store']);
  try {
    for (const [name, value] of extra) response.headers.set(name, value);
    return response;
  } catch {
    // Response.redirect() and fetched responses have read-only headers: copy them into a new answer.
    const headers = new Headers(response.headers);
    for (const [name, value] of extra) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

export function isBearerAuth(auth: AuthRequirement): auth is BearerAuth {
  return typeof auth === 'object' && 'bearer' in auth;
}

type RequestOutcome = { role: Role | null };

/**
 * One JSON line per API request on stdout, so an operator can follow a request across instances (by its id, which
 * the answer carries too) and see a fault as it happens. Never the query string or a body: they may hold personal data.
 * Silent under the tests (NODE_ENV=test), whose thousands of requests would bury the failures.
 */
function logRequest(entry: { request: Request; status: number; ms: number; role: Role | null; requestId: string }): void {
  if (process.env.NODE_ENV === 'test') return;
  const line = {
    time: new Date().toISOString(),
    level: entry.status >= 500 ? 'error' : 'info',
    event: 'http.request',
    method: entry.request.method,
    // A path may hold a capability (a profile token of a file link): the log gets its shape, not the token.
    path: redactTokens(new URL(entry.request.url).pathname),
    status: entry.status,
    ms: Math.round(entry.ms),
    role: entry.role,
    requestId: entry.requestId,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

function clearDeadCookie(request: Request, response: Response, isCookieDead: boolean): Response {
  if (isCookieDead && !response.headers.has('set-cookie'))
    response.headers.append('set-cookie', clearCookie(request, LOGIN_SESSION_COOKIE));
  return response;
}

/**
 * The request's path, query and body, parsed; a failure is returned rather than thrown, so that a route whose verb
 * reads the login itself can answer it after the 401 and 403 (the body can be read only once).
 */
async function readInput(
  definition: AnyRouteDefinition,
  context: RouteContext,
  request: Request,
): Promise<{ input: { params: unknown; query: unknown; body: unknown } } | { error: unknown }> {
  try {
    const issueMessage = issueMessageIn(apiLocaleOf(request));
    const params = parsePart(definition.params, await context.params, 'params', issueMessage);
    const query = parsePart(definition.query, queryObject(request), 'query', issueMessage);
    const body = definition.body
      ? parsePart(definition.body, await readJsonBody(request, definition.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES), 'body', issueMessage)
      : undefined;
    return { input: { params, query, body } };
  } catch (error) {
    return { error };
  }
}

function parsePart<S extends Schema>(schema: S, value: unknown, where: string, issueMessage: IssueMessage): Output<S> {
  if (!schema) return undefined as Output<S>;
  const result = schema.safeParse(value, { error: issueMessage });
  if (!result.success) throw new AppError(400, describeIssues(result.error, where), { issues: result.error.issues });
  return result.data as Output<S>;
}

/**
 * A success's own `{ message }` ("ยกเลิกการเชื่อม LINE แล้ว") in the caller's language, like a refusal's
 * (./api-messages.ts). The plain `OK` stays as SPEC §8 has it.
 */
function inCallersLanguage(result: unknown, request: Request): unknown {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return result;
  const { message } = result as { message?: unknown };
  if (typeof message !== 'string' || message === 'OK') return result;
  return { ...result, message: localizeApiMessage({ message, locale: apiLocaleOf(request) }) };
}

/** Repeated keys become arrays, single keys strings. */
function queryObject(request: Request): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    const previous = query[key];
    query[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return query;
}

async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  if (text.trim() === '') return undefined;
  // ASVS 13.2.5: a body declared as anything but JSON (a form, text/plain) is refused rather than guessed at.
  if (!isJsonContentType(request.headers.get('content-type'))) throw new AppError(415, 'Content-Type must be application/json');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'Request body is not valid JSON');
  }
}

/** `application/json` or a `+json` type, parameters (charset) allowed. */
function isJsonContentType(contentType: string | null): boolean {
  const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}
