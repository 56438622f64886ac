// The browser's typed client: `apiCall('POST /admin/admins', { body })` is typed by the route's own definition
// (path ids, query, body and the answer's schema), read through the generated map of operations.
import type { z } from 'zod';
import { apiFetch, type ApiRequestOptions } from './api-client';
import type { ApiOperations } from './api-operations.generated';

export type ApiOperation = keyof ApiOperations;
type DefinitionOf<K extends ApiOperation> = ApiOperations[K]['definition'];

/** `'GET /admin/companies/{companyId}/users/{platformUid}'` → `'companyId' | 'platformUid'`. */
type PathIds<Path extends string> = Path extends `${string}{${infer Id}}${infer Rest}` ? Id | PathIds<Rest> : never;
type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

type ParamsInput<K extends ApiOperation> = [PathIds<K>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathIds<K>, string | number> };
type QueryInput<K extends ApiOperation> =
  DefinitionOf<K> extends { query?: infer Q }
    ? Q extends z.ZodType
      ? { query?: { [Key in keyof z.input<Q>]?: QueryValue } }
      : { query?: undefined }
    : { query?: undefined };
type BodyInput<K extends ApiOperation> =
  DefinitionOf<K> extends { body?: infer B } ? (B extends z.ZodType ? { body: z.input<B> } : { body?: undefined }) : { body?: undefined };

export type ApiCallInput<K extends ApiOperation> = ParamsInput<K> &
  QueryInput<K> &
  BodyInput<K> &
  Pick<ApiRequestOptions, 'signal' | 'expectedStatuses'>;

/** The answer's JSON as the route's `response` schema declares it. */
export type ApiAnswer<K extends ApiOperation> =
  DefinitionOf<K> extends { response?: infer R } ? (R extends z.ZodType ? z.output<R> : unknown) : unknown;

export function apiCall<K extends ApiOperation>(
  operation: K,
  ...[input]: object extends ApiCallInput<K> ? [ApiCallInput<K>?] : [ApiCallInput<K>]
): Promise<ApiAnswer<K>> {
  const { params, query, body, signal, expectedStatuses } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  } & Pick<ApiRequestOptions, 'signal' | 'expectedStatuses'>;
  const [method, pathTemplate] = operation.split(' ') as [NonNullable<ApiRequestOptions['method']>, string];
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, id: string) => encodeURIComponent(String(params?.[id])));
  return apiFetch<ApiAnswer<K>>(`${path}${queryString(query)}`, { method, body, signal, expectedStatuses });
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
