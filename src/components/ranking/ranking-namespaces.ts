import type { Messages } from '@/i18n/catalogues';

/**
 * Every namespace the client components of /ranking translate with: the page hands them down in one ClientMessages
 * (src/components/i18n/client-messages.tsx), which replaces the shell's.
 */
export const RANKING_CLIENT_NAMESPACES: (keyof Messages)[] = [
  'Labels',
  'RankingGate',
  'DraftEditor',
  'OpeningPicker',
  'SubmittedRanking',
  'MatchingResultPanel',
  'MoveButtons',
  'SortableRankList',
  'DemandFigure',
];
