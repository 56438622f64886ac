import type { PlacementView } from '@/lib/placements';
import type { Context } from '@/server/context';

/**
 * The agreement of one placement on its page (docs/agreements.md), for the admin, the company or the student whose
 * placement it is: its state, the PDF, signing online by typed name, the scan upload and the office's check.
 */
export async function AgreementSection(_props: { ctx: Context<'admin' | 'company_user' | 'student'>; placement: PlacementView }) {
  return null;
}
