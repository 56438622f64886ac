/**
 * Next.js answers a method a route module does not export with a bare 405 (no body, no Allow header),
 * and a path no module serves with its HTML not-found page. SPEC §8 wants `{ message }` JSON for every
 * API answer, so each route module exports the methods it does not serve through `methodsNotAllowed`,
 * and `src/app/api/[...path]/route.ts` answers every unknown /api path with `unknownApiPath`.
 * tests/integration/http/http-methods.test.ts walks every route module to keep both true.
 */
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { apiLocaleOf, localizeApiMessage } from './api-messages';

export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/** HEAD comes with GET (Next.js runs GET for it), so a module serving GET leaves HEAD to Next.js. */
type NotServed<S extends RouteMethod> = Exclude<RouteMethod | 'HEAD', S | ('GET' extends S ? 'HEAD' : never)>;

/** OPTIONS too: Next.js's own would list every exported method, the refusing ones included, in its Allow. */
type Answered<S extends RouteMethod> = NotServed<S> | 'OPTIONS';

export type RefusingHandler = ((request: Request) => Response) & { refuses: 'method' | 'path' | 'nothing' };

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The handlers of the methods a route module does not serve: 405 `{ message }` with an Allow header, and
 * OPTIONS: 204 with the same Allow header. Used as
 * `export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);` after the module's
 * own handlers; the type only offers the methods not listed, so a method cannot be both.
 */
export function methodsNotAllowed<const S extends readonly RouteMethod[]>(served: S): Record<Answered<S[number]>, RefusingHandler> {
  const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].sort().join(', ');
  const refuse = Object.assign(
    (request: Request) =>
      Response.json(
        {
          message: localizeApiMessage({
            message: `Method ${request.method} is not allowed here; allowed: ${allow}`,
            locale: apiLocaleOf(request),
          }),
        },
        { status: 405, headers: { allow, ...NO_STORE, [REQUEST_ID_HEADER]: requestIdOf(request) } },
      ),
    { refuses: 'method' as const },
  );
  const handlers: Record<string, RefusingHandler> = {};
  for (const method of [...ROUTE_METHODS, 'HEAD'] as const) {
    if (!served.includes(method as RouteMethod) && !(method === 'HEAD' && served.includes('GET'))) handlers[method] = refuse;
  }
  handlers.OPTIONS = Object.assign(
    (request: Request) => new Response(null, { status: 204, headers: { allow, [REQUEST_ID_HEADER]: requestIdOf(request) } }),
    {
      refuses: 'nothing' as const,
    },
  );
  return handlers as Record<Answered<S[number]>, RefusingHandler>;
}

/** Every method of an /api path that no route module serves. */
export const unknownApiPath: RefusingHandler = Object.assign(
  (request: Request) =>
    Response.json(
      { message: localizeApiMessage({ message: 'Not found', locale: apiLocaleOf(request) }) },
      { status: 404, headers: { ...NO_STORE, [REQUEST_ID_HEADER]: requestIdOf(request) } },
    ),
  { refuses: 'path' as const },
);
