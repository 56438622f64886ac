import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { TableHead } from '@/components/ui/table';

/**
 * A column header that sorts the list on the server: its link sets `?sortBy=&order=` (keeping the
 * other filters, back to page 1), ascending first, then descending.
 */
export function SortHeader({ column, label, pathname, params, className }: { column: string; label: ReactNode; pathname: string; params: Record<string, string>; className?: string }) {
  const isCurrent = params.sortBy === column;
  const order = isCurrent ? (params.order === 'desc' ? 'desc' : 'asc') : null;
  const next = new URLSearchParams(params);
  next.set('sortBy', column);
  next.set('order', order === 'asc' ? 'desc' : 'asc');
  next.delete('page');
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined} className={className}>
      <Link
        href={`${pathname}?${next.toString()}`}
        scroll={false}
        className={cn('relative inline-flex items-center gap-1 rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600', isCurrent && 'text-brand-800')}
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{order === 'asc' ? '(เรียงจากน้อยไปมาก กดเพื่อเรียงจากมากไปน้อย)' : '(กดเพื่อเรียงลำดับ)'}</span>
      </Link>
    </TableHead>
  );
}
