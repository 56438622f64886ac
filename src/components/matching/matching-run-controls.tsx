import { Play, RotateCcw, Undo2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { MatchingPreview, MatchingRoundState } from '@/lib/matching';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { MatchingRun } from './use-matching-run';

/** Run (or run again) after a confirmation that reads the fresh preview, and undo the algorithm's results. */
export function MatchingRunControls({
  state,
  preview,
  run,
  blockedId,
}: {
  state: MatchingRoundState;
  preview: MatchingPreview;
  run: MatchingRun;
  /** The id of the text saying why the run is blocked, which describes the disabled button. */
  blockedId: string;
}) {
  const t = useTranslations('MatchingRunControls');
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        disabled={!preview.canRun}
        aria-describedby={preview.canRun ? undefined : blockedId}
        isLoading={run.isLoadingPreview}
        onClick={run.askToRun}
      >
        {state.isMatchingInitiated ? <RotateCcw aria-hidden="true" /> : <Play aria-hidden="true" />}
        {state.isMatchingInitiated ? t('runAgain') : t('runMatching')}
      </Button>
      <ConfirmDialog
        open={run.confirming !== null}
        onOpenChange={(open) => {
          if (!open) run.cancelConfirming();
        }}
        title={state.isMatchingInitiated ? t('confirmRunAgainTitle') : t('confirmRunTitle')}
        description={run.confirming ? <RunDescription preview={run.confirming} /> : null}
        confirmLabel={state.isMatchingInitiated ? t('runAgain') : t('run')}
        onConfirm={run.run}
      />
      {state.isMatchingInitiated ? (
        <ConfirmDialog
          tone="error"
          title={t('undoTitle')}
          description={t('undoDescription')}
          confirmLabel={t('undoConfirm')}
          onConfirm={run.undoRun}
          trigger={
            <Button variant="errorOutline" disabled={!state.canChangeResults}>
              <Undo2 aria-hidden="true" />
              {t('undo')}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

function RunDescription({ preview }: { preview: MatchingPreview }) {
  const t = useTranslations('MatchingRunControls');
  return (
    <>
      {preview.isMatchingInitiated ? t('replaces') : t('matchesAll')}
      {t('counts', { students: preview.studentCount, applications: preview.applicationCount })}
      {preview.openingsWithoutRanking.length > 0 ? t('withoutRanking', { count: preview.openingsWithoutRanking.length }) : t('allRanked')}
      {preview.studentCount >= 10_000 ? t('slow', { students: preview.studentCount }) : ''}
    </>
  );
}
