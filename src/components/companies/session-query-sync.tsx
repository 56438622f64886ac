'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useCurrentSession } from '@/components/session';

/**
 * Keeps `?sessionId=` equal to the session chosen in the header, so the server renders the page for
 * that session (the choice lives in the browser's storage, which the server cannot read).
 */
export function SessionQuerySync() {
  const { currentSession, isRestored } = useCurrentSession();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const wanted = currentSession ? String(currentSession.sessionId) : '';
  const current = searchParams.get('sessionId') ?? '';

  useEffect(() => {
    if (!isRestored || wanted === current) return;
    const next = new URLSearchParams(searchParams.toString());
    if (wanted) next.set('sessionId', wanted);
    else next.delete('sessionId');
    next.delete('page');
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [isRestored, wanted, current, pathname, router, searchParams]);

  return null;
}
