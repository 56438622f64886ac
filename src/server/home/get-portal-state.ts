import type { Me } from '@/lib/auth';
import { toMe } from '@/server/auth';
import type { Context } from '@/server/context';
import type { SessionView } from '@/server/sessions';
import { getPortalContext, getPortalCurrentGroup, getPortalSessions } from './portal-context';

export type PortalState =
  | { kind: 'signed-out' }
  /** SPEC §2: an unknown role (external user) or a student with no current session. */
  | { kind: 'welcome'; me: Me }
  | { kind: 'portal'; me: Me; ctx: Context; sessions: SessionView[]; currentGroupId: number | null };

/** Decides which frame a portal page gets. */
export async function getPortalState(): Promise<PortalState> {
  const ctx = await getPortalContext();
  const { actor } = ctx;
  if (!actor) return { kind: 'signed-out' };
  const me = toMe(actor);
  if (actor.role === 'external_user') return { kind: 'welcome', me };
  const [sessions, currentGroupId] = await Promise.all([getPortalSessions(), getPortalCurrentGroup()]);
  if (actor.role === 'student' && sessions.length === 0) return { kind: 'welcome', me };
  return { kind: 'portal', me, ctx: { ...ctx, actor }, sessions, currentGroupId };
}
