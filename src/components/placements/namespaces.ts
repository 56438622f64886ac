import type { Namespace } from '@/components/i18n/client-messages';

/** The client islands of one placement's page (the company's and the admin's): its form, agreement and evaluations. */
export const PLACEMENT_DETAIL_NAMESPACES: Namespace[] = [
  'PlacementForm',
  'PlacementLabels',
  'Labels',
  'AgreementPanel',
  'AgreementLabels',
  'UploadErrors',
  'EvaluationActions',
  'EvaluationLabels',
];
