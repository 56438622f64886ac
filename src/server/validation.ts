import 'server-only';
import { z } from 'zod';
import type { List } from '@/lib/list';
import { thaiIssueMessage } from '@/lib/zod-thai';
import { installThaiErrors } from '@/lib/zod-thai-install';
import { specTypeMessage } from '@/server/http/issue-messages';

export type { List, ListMeta } from '@/lib/list';

// The validation layer's default messages (SPEC §5): 'Required' for a missing value, and
// 'Expected X, received Y' for a value of the wrong type. Every other issue is in Thai (src/lib/zod-thai.ts),
// the same text the forms show for their own checks.
installThaiErrors((issue) => (issue.code === 'invalid_type' ? specTypeMessage(issue) : thaiIssueMessage(issue)));

/** Path ids are digit strings converted to numbers (SPEC §5). */
export const idParam = z
  .string()
  .regex(/^\d{1,9}$/, 'Expected a number')
  .transform(Number);

/** Free-text path parts such as studentId and profile tokens. */
export const textParam = z.string().min(1).max(200);

/** Boolean query flags are the text true or false (SPEC §5). */
export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A list in the query, as `a,b` or as repeated keys; blank entries are dropped. */
export function listQuery<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
}

export const integerQuery = z
  .string()
  .regex(/^\d{1,9}$/, 'Expected a number')
  .transform(Number);

export const paginationQuery = z.object({
  page: integerQuery.pipe(z.number().int().min(1)).default(1),
  limit: integerQuery.pipe(z.number().int().min(1).max(100)).default(20),
});

export type Pagination = z.infer<typeof paginationQuery>;

/**
 * A page's URL read through the query schema of the API it mirrors. A value the API would refuse with a 400 is dropped
 * instead, so a hand-edited or stale link shows that field's default rather than an error page.
 */
export function parseSearchParams<T extends z.ZodObject>(
  schema: T,
  searchParams: Record<string, string | string[] | undefined>,
): z.output<T> {
  let values: Record<string, unknown> = searchParams;
  for (;;) {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    const { issues } = parsed.error;
    const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !issues.some((issue) => issue.path[0] === key)));
    if (issues.some((issue) => issue.path.length === 0) || Object.keys(kept).length === Object.keys(values).length) return schema.parse({});
    values = kept;
  }
}

export function toList<T>(items: T[], totalItem: number, pagination: Pagination): List<T> {
  return {
    items,
    meta: {
      totalItem,
      itemCount: items.length,
      itemsPerPage: pagination.limit,
      totalPage: Math.ceil(totalItem / pagination.limit),
      currentPage: pagination.page,
    },
  };
}

export function offsetOf(pagination: Pagination): number {
  return (pagination.page - 1) * pagination.limit;
}

/** One readable line for a 400: `field: message` per issue. */
export function describeIssues(error: z.ZodError, where: string): string {
  return error.issues
    .map((issue) => {
      const fieldPath = [where, ...issue.path.map(String)].filter(Boolean).join('.');
      return fieldPath ? `${fieldPath}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
