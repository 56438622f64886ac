import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { getViewConfig, PgTable, PgView } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';

// Raw statements name tables through the schema (`${students}`), so renaming one fails the type check, not a request.
const root = join(import.meta.dirname, '..', '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

/** The end of the template literal whose text starts at `start` (just after its backtick), skipping `${…}`. */
function templateEnd(text: string, start: number): number {
  let index = start;
  while (index < text.length && text[index] !== '`') {
    if (text[index] === '\\') index += 2;
    else if (text.startsWith('${', index)) index = expressionEnd(text, index + 2);
    else index += 1;
  }
  return index;
}

function expressionEnd(text: string, start: number): number {
  let depth = 1;
  let index = start;
  while (index < text.length && depth > 0) {
    if (text[index] === '`') index = templateEnd(text, index + 1);
    else if (text[index] === '{') depth += 1;
    else if (text[index] === '}') depth -= 1;
    index += 1;
  }
  return index;
}

/** The literal text of every `sql` template, its interpolations left out. */
function sqlTexts(text: string): string[] {
  return [...text.matchAll(/\bsql(?:<[^`;]*?>)?`/g)].map((match) => {
    const start = match.index + match[0].length;
    const body = text.slice(start, templateEnd(text, start));
    let literal = '';
    for (let index = 0; index < body.length;) {
      if (body.startsWith('${', index)) {
        index = expressionEnd(body, index + 2);
        literal += ' ';
      } else literal += body[index++];
    }
    return literal;
  });
}

const tableNames = Object.values(schema).flatMap((value) => {
  if (is(value, PgTable)) return [getTableName(value)];
  if (is(value, PgView)) return [getViewConfig(value).name];
  return [];
});
const handTyped = new RegExp(`\\b(?:from|join|update|into)\\s+"?(${tableNames.join('|')})\\b(?!\\s*\\()`, 'i');

const files = [...sourceFiles(join(root, 'src/server')), ...sourceFiles(join(root, 'src/db'))]
  .filter((path) => !path.startsWith('src/db/schema/') && !path.startsWith('src/db/migrations/'))
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

describe('raw SQL', () => {
  it('knows the tables and reads the sources', () => {
    expect(tableNames).toContain('students');
    expect(tableNames).toContain('matching_round_results');
    expect(files.length).toBeGreaterThan(100);
    expect(sqlTexts('sql`select ${sql`1`} from ${students} s where ${a.b} = 1`')).toEqual(['select   from   s where   = 1', '1']);
  });

  it('names no table by hand', () => {
    const found = files.flatMap(({ path, text }) =>
      sqlTexts(text)
        .map((literal) => handTyped.exec(literal)?.[0])
        .filter((hit) => hit !== undefined)
        .map((hit) => `${path}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
