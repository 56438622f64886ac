import type { PlacementView } from '@/lib/placements';
import type { Context } from '@/server/context';

/**
 * The mentor's evaluations of one placement on its page (docs/evaluations.md): for the admin every state with
 * re-send and release, for the company the states, for the student the released ones.
 */
export async function EvaluationsSection(_props: { ctx: Context<'admin' | 'company_user' | 'student'>; placement: PlacementView }) {
  return null;
}
