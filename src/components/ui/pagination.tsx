'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import type { ListMeta } from '@/lib/list';
import { cn } from '@/lib/cn';

const pageLinkClasses =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The pages to offer around the current one: first, last, two either side, gaps as null. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages = new Set(
    [1, total, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= total),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1] > 1 ? [null, page] : [page]));
}

/**
 * Page links that keep the list's other URL parameters; with the count of rows, for orientation. With
 * `onPageChange` a plain click goes through it (the table shows its loading state); the links still work
 * for opening a page in a new tab.
 */
export function Pagination({
  meta,
  className,
  onPageChange,
}: {
  meta: ListMeta;
  className?: string;
  onPageChange?: (page: number) => void;
}) {
  const t = useTranslations('Common');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const hrefOf = (page: number) => {
    const next = new URLSearchParams(searchParams.toString());
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const onClickOf = (page: number) =>
    onPageChange
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          onPageChange(page);
        }
      : undefined;
  const first = meta.totalItem === 0 ? 0 : (meta.currentPage - 1) * meta.itemsPerPage + 1;
  const last = first === 0 ? 0 : first + meta.itemCount - 1;

  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-gray-700', className)}
    >
      <p aria-live="polite">
        {meta.totalItem === 0 ? t('pagination.none') : t('pagination.showing', { first, last, total: meta.totalItem })}
      </p>
      {meta.totalPage > 1 ? (
        <ul className="flex items-center gap-1">
          <li>
            {meta.currentPage > 1 ? (
              <Link
                href={hrefOf(meta.currentPage - 1)}
                onClick={onClickOf(meta.currentPage - 1)}
                className={pageLinkClasses}
                aria-label={t('pagination.previous')}
                scroll={false}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </li>
          {pageWindow(meta.currentPage, meta.totalPage).map((page, index) =>
            page === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500">
                …
              </li>
            ) : (
              <li key={page}>
                <Link
                  href={hrefOf(page)}
                  onClick={onClickOf(page)}
                  scroll={false}
                  aria-label={t('pagination.page', { page })}
                  aria-current={page === meta.currentPage ? 'page' : undefined}
                  className={cn(pageLinkClasses, page === meta.currentPage && 'bg-brand-600 text-white hover:bg-brand-700')}
                >
                  {page.toLocaleString('th-TH')}
                </Link>
              </li>
            ),
          )}
          <li>
            {meta.currentPage < meta.totalPage ? (
              <Link
                href={hrefOf(meta.currentPage + 1)}
                onClick={onClickOf(meta.currentPage + 1)}
                className={pageLinkClasses}
                aria-label={t('pagination.next')}
                scroll={false}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
