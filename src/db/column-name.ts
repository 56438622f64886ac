import { type AnyColumn, type Name, type SQL, sql } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';

/** How the schema's camelCase keys are written as column names in the database (both clients are opened with it). */
export const DATABASE_CASING = 'snake_case';

const casing = new CasingCache(DATABASE_CASING);

/**
 * A column's bare name, for the places a raw statement cannot take `${table.column}` (rendered `"table"."column"`):
 * an INSERT's column list, an UPDATE's SET target, a column of a CTE, a subquery or an aliased table.
 */
export function columnName(column: AnyColumn): Name {
  return sql.identifier(casing.getColumnCasing(column));
}

/** Bare column names separated by commas, for an INSERT's column list. */
export function columnNames(columns: AnyColumn[]): SQL {
  return sql.join(columns.map(columnName), sql`, `);
}
