// Lenient readers of the list pages' URL: a hand-edited or stale parameter is ignored rather than an error page.
export type RawSearchParams = Record<string, string | string[] | undefined>;

export function firstParam(searchParams: RawSearchParams, key: string): string | undefined {
  const value = searchParams[key];
  return Array.isArray(value) ? value[0] : value;
}

export function idParamOf(searchParams: RawSearchParams, key: string): number | undefined {
  const value = firstParam(searchParams, key);
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

export function idListOf(searchParams: RawSearchParams, key: string): number[] {
  const value = searchParams[key];
  const parts = (Array.isArray(value) ? value : value ? [value] : []).flatMap((part) => part.split(','));
  return parts.filter((part) => /^\d{1,9}$/.test(part)).map(Number);
}

export function pageOf(searchParams: RawSearchParams, limit = 20) {
  return { page: Math.max(1, idParamOf(searchParams, 'page') ?? 1), limit };
}
