import type { SessionDemandView } from '@/lib/demand';

/** Private (the figures depend on who asks) and kept for what is left of the figure's freshness. */
export function demandCacheControl({ demand, now }: { demand: SessionDemandView; now: Date }): string {
  if (!demand.computedAt) return 'private, no-cache';
  const age = Math.floor((now.getTime() - Date.parse(demand.computedAt)) / 1000);
  return `private, max-age=${Math.max(0, Math.min(demand.freshSeconds, demand.freshSeconds - age))}`;
}
