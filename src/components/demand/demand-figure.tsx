'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { demandTextArguments, type DemandFigures } from '@/lib/demand-text';

/*
 * The live demand of one opening, fetched after the page is painted (docs/demand.md). Every figure on a page asks
 * through one batch: the ids of one session are gathered until the browser is idle, then one request
 * (GET /api/sessions/{id}/demand?openingIds=…, sorted so the browser's cache answers a page shown again) serves
 * them all. Plain fetch, no zod: /opening and /ranking must stay light (docs/performance.md, "Screens").
 */
type Outcome = DemandFigures | 'HIDDEN' | 'FAILED';
type Waiter = (outcome: Outcome) => void;

const pending = new Map<number, Map<number, Waiter[]>>();

function flush(sessionId: number) {
  const waiters = pending.get(sessionId);
  pending.delete(sessionId);
  if (!waiters) return;
  const ids = [...waiters.keys()].sort((a, b) => a - b);
  const settle = (outcomeOf: (openingId: number) => Outcome) => {
    for (const [openingId, list] of waiters) for (const waiter of list) waiter(outcomeOf(openingId));
  };
  for (let start = 0; start < ids.length; start += 100) {
    const chunk = ids.slice(start, start + 100);
    fetch(`/api/sessions/${sessionId}/demand?openingIds=${chunk.join(',')}`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((answer: { state: string; items: (DemandFigures & { openingId: number })[] }) => {
        const byId = new Map(answer.items.map((item) => [item.openingId, item]));
        settle((openingId) => (answer.state === 'CLOSED' ? 'HIDDEN' : (byId.get(openingId) ?? 'HIDDEN')));
      })
      .catch(() => settle(() => 'FAILED'));
  }
}

function demandOf(sessionId: number, openingId: number): Promise<Outcome> {
  return new Promise((resolve) => {
    let waiters = pending.get(sessionId);
    if (!waiters) {
      waiters = new Map();
      pending.set(sessionId, waiters);
      const run = () => flush(sessionId);
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 });
      else setTimeout(run, 200);
    }
    const list = waiters.get(openingId) ?? [];
    list.push(resolve);
    waiters.set(openingId, list);
  });
}

/** The figures as one line in the space the page reserved for them (no layout shift while they load). */
export function DemandFigure({ sessionId, openingId, className }: { sessionId: number; openingId: number; className?: string }) {
  const t = useTranslations('DemandFigure');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void demandOf(sessionId, openingId).then((next) => {
      if (isCurrent) setOutcome(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [sessionId, openingId]);
  if (outcome === null)
    return (
      <span className={className} aria-busy="true">
        <span className="sr-only">{t('loading')}</span>
        <span aria-hidden="true" className="inline-block h-3.5 w-48 max-w-full animate-pulse rounded bg-gray-200 align-middle" />
      </span>
    );
  if (outcome === 'HIDDEN') return <span className={className}>{t('hidden')}</span>;
  if (outcome === 'FAILED') return <span className={className}>{t('failed')}</span>;
  return (
    <span className={className} data-testid="demand-figure">
      {t('figures', demandTextArguments(outcome))}
    </span>
  );
}
