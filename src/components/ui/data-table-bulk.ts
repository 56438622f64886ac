import type { BulkTarget } from './data-table';

/**
 * The body of a bulk endpoint: the ticked ids, or the table's view query as the URL carries it, for the server to
 * apply the list's own filter to every page (it ignores sort and page).
 */
export function bulkBody(target: BulkTarget): { ids: string[] } | { allMatching: Record<string, string> } {
  if ('ids' in target) return { ids: target.ids };
  return { allMatching: Object.fromEntries(new URLSearchParams(target.allMatching)) };
}

/** The same, for endpoints whose ids are numbers (openings): the table's row ids are strings. */
export function numericBulkBody(target: BulkTarget): { ids: number[] } | { allMatching: Record<string, string> } {
  const body = bulkBody(target);
  return 'ids' in body ? { ids: body.ids.map(Number) } : body;
}

/** The export link of a list: `<list path>/export?format=…&<the view's query>` (docs/tables.md). */
export function exportLink(listPath: string, format: 'csv' | 'xlsx', viewQuery: string): string {
  return `/api${listPath}/export?format=${format}${viewQuery ? `&${viewQuery}` : ''}`;
}
