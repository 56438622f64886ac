/**
 * Every namespace the client components of /ranking translate with: the page hands them down in one ClientMessages
 * (src/components/i18n/client-messages.tsx), which replaces the shell's.
 */
export const RANKING_CLIENT_NAMESPACES = [
  'Labels',
  'RankingGate',
  'DraftEditor',
  'OpeningPicker',
  'SubmittedRanking',
  'MatchingResultPanel',
  'MoveButtons',
  'SortableRankList',
  'DemandFigure',
] as const satisfies readonly (keyof import('@/i18n/catalogues').Messages)[];
