import { rounds, sessionGroups } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { selectSessionGroupView } from './get-session-group';
import type { CreateSessionGroupInput } from './round-input';

/** POST /api/admin/session-groups: the group, starting at round 1, with all its rounds. */
export async function createSessionGroup(ctx: Context, input: CreateSessionGroupInput) {
  return ctx.db.transaction(async (tx) => {
    const [group] = await tx.insert(sessionGroups).values({ title: input.title, currentRound: 1 }).returning();
    await tx.insert(rounds).values(input.rounds.map((round) => ({ ...round, sessionGroupId: group.sessionGroupId })));
    await recordAudit(tx, ctx.actor, {
      action: 'session-group.create',
      entityType: 'session-group',
      entityId: group.sessionGroupId,
      details: { title: input.title, roundCount: input.rounds.length },
    });
    return selectSessionGroupView(tx, group.sessionGroupId);
  });
}
