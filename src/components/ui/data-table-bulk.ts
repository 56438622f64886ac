import { apiFetch } from '@/lib/api-client';
import type { BulkTarget } from './data-table';

/** What every bulk endpoint answers (docs/tables.md): the rows that took the action. */
export type BulkAnswer = { count: number; ids: Array<string | number> };

/**
 * The body of a bulk endpoint: the ticked ids, or the table's view query as the URL carries it, for the server to
 * apply the list's own filter to every page (it ignores sort and page).
 */
export function bulkBody(target: BulkTarget): { ids: string[] } | { allMatching: Record<string, string> } {
  if ('ids' in target) return { ids: target.ids };
  return { allMatching: Object.fromEntries(new URLSearchParams(target.allMatching)) };
}

/** POSTs the selection to a bulk endpoint (`/admin/students/disable`, …); all or nothing, so a refusal throws its message. */
export function runBulk(
  path: string,
  target: BulkTarget,
  toIds: (ids: string[]) => Array<string | number> = (ids) => ids,
): Promise<BulkAnswer> {
  const body = bulkBody(target);
  return apiFetch<BulkAnswer>(path, { method: 'POST', body: 'ids' in body ? { ids: toIds(body.ids) } : body, expectedStatuses: [200] });
}

/** The export link of a list: `<list path>/export?format=…&<the view's query>` (docs/tables.md). */
export function exportLink(listPath: string, format: 'csv' | 'xlsx', viewQuery: string): string {
  return `/api${listPath}/export?format=${format}${viewQuery ? `&${viewQuery}` : ''}`;
}
