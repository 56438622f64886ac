/** Next.js page search params, one string per key (a repeated key keeps its first value). */
export type PageSearchParams = Record<string, string | string[] | undefined>;

export function flattenSearchParams(params: PageSearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .map(([key, value]) => [key, Array.isArray(value) ? value[0] : value] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}
