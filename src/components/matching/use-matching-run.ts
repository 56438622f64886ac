import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { MatchingPreview, MatchingRoundState, MatchingRunSummary } from '@/lib/matching';
import { useBlockingTask } from '@/components/ui/loading-overlay';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { toast } from '@/components/ui/use-toast';

/**
 * Running and undoing the round's matching. Asking to run reads a fresh preview (GET …/matching/preview) for the
 * confirmation, since rankings may have changed since the page loaded; the run itself blocks the screen while it works.
 */
export function useMatchingRun(state: MatchingRoundState) {
  const t = useTranslations('MatchingRun');
  const failure = useTranslations('MatchingLabels')('failure');
  const blocking = useBlockingTask();
  const params = { sessionId: state.sessionId };

  const [confirming, setConfirming] = useState<MatchingPreview | null>(null);
  const [isLoadingPreview, setIsLoadingPreview] = useState(false);
  async function askToRun() {
    setIsLoadingPreview(true);
    try {
      const fresh = await apiCall('GET /admin/sessions/{sessionId}/matching/preview', { params, expectedStatuses: [200] });
      if (fresh.canRun) setConfirming(fresh);
      else toast({ title: t('cannotRun'), description: fresh.blockedReason ?? undefined, variant: 'warning' });
    } catch (error) {
      toast({ title: t('previewFailed'), description: (error as Error).message, variant: 'error' });
    } finally {
      setIsLoadingPreview(false);
    }
  }
  const running = useMutationAction<void, MatchingRunSummary>({
    action: () =>
      blocking.run(
        t('running'),
        () => apiCall('POST /admin/sessions/{sessionId}/matching', { params, body: undefined, expectedStatuses: [200] }),
        t('runningHint'),
      ),
    success: state.isMatchingInitiated ? t('ranAgain') : t('ran'),
    failure,
    onSuccess: (summary) => {
      if (!summary.isStable) toast({ title: t('unstableTitle'), description: t('unstableHint'), variant: 'warning' });
    },
  });
  const undoingRun = useMutationAction<void, unknown>({
    action: () => apiCall('DELETE /admin/sessions/{sessionId}/matching', { params }),
    success: t('undone'),
    failure,
  });

  return {
    overlay: blocking.overlay,
    confirming,
    cancelConfirming: () => setConfirming(null),
    isLoadingPreview,
    askToRun,
    run: async () => {
      await running.runOrThrow();
    },
    undoRun: async () => {
      await undoingRun.runOrThrow();
    },
  };
}

export type MatchingRun = ReturnType<typeof useMatchingRun>;
