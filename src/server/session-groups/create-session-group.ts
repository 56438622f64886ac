import { z } from 'zod';
import { rounds, sessionGroups } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import type { SessionGroupView } from '@/lib/session-groups';
import { selectSessionGroupView } from './session-group-view';
import { roundsInput } from './round-input';

export const createSessionGroupInput = z.object({
  title: z.string().trim().min(1).max(200),
  rounds: roundsInput,
});
export type CreateSessionGroupInput = z.output<typeof createSessionGroupInput>;

/** POST /api/admin/session-groups: the group, starting at round 1, with all its rounds. */
export async function createSessionGroup({ ctx, input }: { ctx: Context; input: CreateSessionGroupInput }): Promise<SessionGroupView> {
  return ctx.db.transaction(async (tx) => {
    const [group] = await tx.insert(sessionGroups).values({ title: input.title, currentRound: 1 }).returning();
    await tx.insert(rounds).values(input.rounds.map((round) => ({ ...round, sessionGroupId: group.sessionGroupId })));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'session-group.create',
        entityType: 'session-group',
        entityId: group.sessionGroupId,
        details: { title: input.title, roundCount: input.rounds.length },
      },
    });
    return selectSessionGroupView({ db: tx, sessionGroupId: group.sessionGroupId });
  });
}
