// The building blocks of the API's answer schemas. A view is what the browser receives: the
// server builds it in that shape (dates already ISO strings), the route declares its schema, and the screens take
// their types from the same schema, so no component re-declares a server shape.
import { z } from 'zod';

/** An instant, ISO 8601 in UTC as `Date.prototype.toISOString()` writes it. */
export const isoDateTime = z.iso.datetime();
/** A calendar date, `YYYY-MM-DD` (internship dates, deadlines' days). */
export const calendarDate = z.iso.date();

export const listMeta = z.object({
  totalItem: z.number().int(),
  itemCount: z.number().int(),
  itemsPerPage: z.number().int(),
  totalPage: z.number().int(),
  currentPage: z.number().int(),
});

/** The answer of every paged endpoint (SPEC §3): `{ items, meta }`. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), meta: listMeta });
}

/** The answer of a bulk action (enable/disable the chosen rows or all matching): how many, and which. */
export function bulkAnswer<T extends z.ZodType>(id: T) {
  return z.object({ count: z.number().int(), ids: z.array(id) });
}

/** `{ message }`: the answer of an action that returns nothing else (and of every error). */
export const messageAnswer = z.object({ message: z.string() });

/** The JSON an answer schema describes. */
export type Answer<S extends z.ZodType> = z.output<S>;
