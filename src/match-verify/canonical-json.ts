/**
 * The canonical JSON of a value (RFC 8785, JSON Canonicalization Scheme), for the values a match record holds:
 * objects, arrays, strings, integers, booleans and null. Object keys sorted by their UTF-16 code units, no
 * whitespace, strings and numbers written as ECMAScript's JSON.stringify writes them (which is what RFC 8785
 * prescribes). Written here, apart from the portal's own serialisation, so the two check each other.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('a number that is not finite has no JSON form');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    // Array.prototype.sort without a comparator compares strings by UTF-16 code units, as RFC 8785 §3.2.3 asks.
    const keys = Object.keys(value).sort();
    const record = value as Record<string, unknown>;
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  throw new Error(`a ${typeof value} has no JSON form`);
}
