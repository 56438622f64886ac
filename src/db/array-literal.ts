/**
 * A PostgreSQL array literal for one bound parameter (`$1::int[]`, `$1::text[]`): a whole list travels as one value,
 * so a batch is one statement whatever its size, and a prepared statement keeps one shape for any length.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
  });
  return `{${items.join(',')}}`;
}
