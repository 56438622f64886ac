'use client';

import type { MatchingOpeningOption, MatchingPreview, MatchingRoundState } from '@/lib/matching';
import { ManualMatchForm } from './manual-match-form';
import { MatchRecordCard } from './match-record-card';
import { MatchingPreviewCard } from './matching-preview-card';
import { MatchingResultsCard, type MatchingOutcomeFilter } from './matching-results-card';
import { MatchingStatusCard } from './matching-status-card';
import { useMatchingRun } from './use-matching-run';

type Props = {
  state: MatchingRoundState;
  preview: MatchingPreview | null;
  openingOptions: MatchingOpeningOption[];
  outcome: MatchingOutcomeFilter;
};

/** The admin's matching screen: state and verdict, preview and run with confirmation, undo, and the results with manual set/undo. */
export function MatchingPanel({ state, preview, openingOptions, outcome }: Props) {
  const run = useMatchingRun(state);
  return (
    <div className="grid gap-6">
      {run.overlay}
      <MatchingStatusCard state={state} />
      <MatchRecordCard state={state} />
      {state.isCurrentRound && preview ? <MatchingPreviewCard state={state} preview={preview} run={run} /> : null}
      <MatchingResultsCard state={state} outcome={outcome} />
      {state.canChangeResults ? <ManualMatchForm sessionId={state.sessionId} openingOptions={openingOptions} /> : null}
    </div>
  );
}
