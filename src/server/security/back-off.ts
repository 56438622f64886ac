/**
 * A failure counter (reserveFailure): the first `freeFailures` cost nothing; after them each attempt waits
 * 1 s, 2 s, 4 s… (doubling per further failure, at most `maxDelaySeconds`) from the last failure.
 */
export type BackOffRule = { freeFailures: number; maxDelaySeconds: number };

export type BackOffState = { failures: number; lastFailureAt: Date };

/** Seconds still to wait under this rule (0: go ahead). */
export function backOffWaitSeconds(rule: BackOffRule, state: BackOffState | undefined, now: Date): number {
  if (!state || state.failures < rule.freeFailures) return 0;
  const delaySeconds = Math.min(2 ** (state.failures - rule.freeFailures), rule.maxDelaySeconds);
  return Math.max(0, (state.lastFailureAt.getTime() + delaySeconds * 1000 - now.getTime()) / 1000);
}
