'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useTransition } from 'react';

export type QueryUpdate = Record<string, string | string[] | number | boolean | null | undefined>;

/**
 * List state kept in the URL (search, filters, page), so a table can be shared, bookmarked and
 * reloaded as it is. `update` replaces the given keys (null/empty removes one) and, unless the
 * page itself is being set, goes back to page 1 because the rows changed under it.
 */
export function useQueryState() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [isPending, startTransition] = useTransition();

  const update = useCallback(
    (changes: QueryUpdate) => {
      const next = new URLSearchParams(searchParams.toString());
      for (const [key, value] of Object.entries(changes)) {
        next.delete(key);
        const values = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [String(value)];
        if (values.length) next.set(key, values.join(','));
      }
      if (!('page' in changes)) next.delete('page');
      const query = next.toString();
      startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
    },
    [pathname, router, searchParams],
  );

  const get = useCallback((key: string) => searchParams.get(key) ?? '', [searchParams]);
  const getList = useCallback((key: string) => (searchParams.get(key) ?? '').split(',').filter(Boolean), [searchParams]);

  return { get, getList, update, isPending, searchParams };
}
