'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useSyncExternalStore, useTransition } from 'react';

export type QueryUpdate = Record<string, string | string[] | number | boolean | null | undefined>;

// How many URL updates of lists are still rendering on the server. Module-wide, because the filters above a
// table and the table itself are separate components: either one changing the URL puts the table in its
// loading state.
let pendingCount = 0;
const pendingListeners = new Set<() => void>();

function changePending(delta: number) {
  pendingCount += delta;
  for (const listener of pendingListeners) listener();
}

function subscribePending(listener: () => void) {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

/** True while a list's URL change (filter, sort, page) waits for the server's new rows. */
export function useListNavigationPending(): boolean {
  return useSyncExternalStore(
    subscribePending,
    () => pendingCount > 0,
    () => false,
  );
}

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

  useEffect(() => {
    if (!isPending) return;
    changePending(1);
    return () => changePending(-1);
  }, [isPending]);

  /** Goes to exactly these parameters (a history entry of its own with `push`, so Back restores the view). */
  const navigate = useCallback(
    (next: URLSearchParams, { push = false }: { push?: boolean } = {}) => {
      const query = next.toString();
      const href = query ? `${pathname}?${query}` : pathname;
      startTransition(() => (push ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false })));
    },
    [pathname, router],
  );

  const update = useCallback(
    (changes: QueryUpdate) => {
      const next = new URLSearchParams(searchParams.toString());
      for (const [key, value] of Object.entries(changes)) {
        next.delete(key);
        const values = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [String(value)];
        if (values.length) next.set(key, values.join(','));
      }
      if (!('page' in changes)) next.delete('page');
      navigate(next);
    },
    [navigate, searchParams],
  );

  const get = useCallback((key: string) => searchParams.get(key) ?? '', [searchParams]);
  const getList = useCallback((key: string) => (searchParams.get(key) ?? '').split(',').filter(Boolean), [searchParams]);

  return { get, getList, update, navigate, isPending, searchParams, pathname };
}
