/** Next.js page search params, one string per key (a repeated key keeps its first value). */
export type PageSearchParams = Record<string, string | string[] | undefined>;

export function flattenSearchParams(params: PageSearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .map(([key, value]) => [key, Array.isArray(value) ? value[0] : value] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/** A positive whole number from the URL, or the fallback for anything else. */
export function positiveInteger(value: string | undefined, fallback: number, maximum = 1_000_000): number {
  if (!value || !/^\d{1,7}$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 && number <= maximum ? number : fallback;
}
