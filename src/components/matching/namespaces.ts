import type { Messages } from '@/i18n/catalogues';

/** The catalogue namespaces the matching screen's client components translate with (ClientMessages). */
export const MATCHING_PANEL_NAMESPACES: (keyof Messages)[] = [
  'MatchingLabels',
  'MatchingStatusCard',
  'MatchRecordCard',
  'MatchingPreviewCard',
  'MatchingRunControls',
  'MatchingRun',
  'MatchingResultsCard',
  'MatchingResultColumns',
  'ManualMatchForm',
];

/** The result charts' namespace, on the matching screen and the session group's dashboard. */
export const RESULT_CHARTS_NAMESPACES: (keyof Messages)[] = ['ResultCharts'];
