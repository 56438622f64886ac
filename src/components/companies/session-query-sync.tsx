'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useCurrentSession } from '@/components/session';

/**
 * Keeps `?sessionId=` equal to the session chosen in the header, so the server renders the page for
 * that session (the choice lives in the browser's storage, which the server cannot read).
 *
 * `renderedSessionId` is the session the server already rendered (its default when the URL named none).
 * When the stored choice is that one, only the address is written (`history.replaceState`, which Next.js'
 * router follows): fetching and rendering the same page again would delay the first paint on a phone by
 * seconds and re-hydrate every card for nothing.
 */
export function SessionQuerySync({ renderedSessionId }: { renderedSessionId?: number }) {
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
    const alreadyRendered = renderedSessionId !== undefined && wanted === String(renderedSessionId);
    if (alreadyRendered) {
      window.history.replaceState(null, '', `${pathname}?${next.toString()}`);
      return;
    }
    next.delete('page');
    const query = next.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [isRestored, wanted, current, pathname, router, searchParams, renderedSessionId]);

  return null;
}
