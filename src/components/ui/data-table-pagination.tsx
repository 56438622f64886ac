'use client';

import type { ListMeta } from '@/lib/list';
import { Pagination } from './pagination';

/** The table's page links; the page goes to the URL through `onPageChange` (the server pages). */
export function DataTablePagination({ meta, onPageChange }: { meta: ListMeta; onPageChange: (page: number) => void }) {
  return <Pagination meta={meta} onPageChange={onPageChange} />;
}
