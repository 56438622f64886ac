import { and, eq } from 'drizzle-orm';
import { lineLinks } from '@/db/schema';
import type { LineStatusAnswer } from '@/lib/line';
import type { Context } from '@/server/context';
import { isLineConfigured } from './line-config';
import { linePersonOf } from './line-person';

/** GET /api/line/status: whether LINE is offered, and the person's link (display name, since when, reachable). */
export async function getLineStatus({ ctx }: { ctx: Context }): Promise<LineStatusAnswer> {
  const person = linePersonOf(ctx.actor);
  const [link] = await ctx.db
    .select({ displayName: lineLinks.displayName, linkedAt: lineLinks.linkedAt, unreachableAt: lineLinks.unreachableAt })
    .from(lineLinks)
    .where(and(eq(lineLinks.recipientRole, person.role), eq(lineLinks.recipientId, person.id)));
  return {
    isConfigured: isLineConfigured(),
    link: link ? { displayName: link.displayName, linkedAt: link.linkedAt.toISOString(), isReachable: link.unreachableAt === null } : null,
  };
}
