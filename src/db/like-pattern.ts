/**
 * LIKE / ILIKE patterns from what a person typed: `%`, `_` and `\` are literal characters, not wildcards
 * (PostgreSQL's default escape character is `\`). The one place the search boxes build their patterns.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `%text%`: any value containing the text, its pattern characters taken literally. Lower-case it first for `like lower(…)`. */
export function containsLike(text: string): string {
  return `%${escapeLike(text)}%`;
}
