import { and, eq } from 'drizzle-orm';
import { lineLinks } from '@/db/schema';
import type { z } from 'zod';
import type { messageAnswer } from '@/lib/contract';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { linePersonOf } from './line-person';

/** DELETE /api/line/link: forgets the person's LINE account; nothing more is pushed to it. 404 when none is linked. */
export async function unlinkLine({ ctx }: { ctx: Context }): Promise<z.infer<typeof messageAnswer>> {
  const person = linePersonOf(ctx.actor);
  const removed = await ctx.db
    .delete(lineLinks)
    .where(and(eq(lineLinks.recipientRole, person.role), eq(lineLinks.recipientId, person.id)))
    .returning({ lineUserId: lineLinks.lineUserId });
  if (removed.length === 0) throw new NotFoundError('ยังไม่ได้เชื่อมบัญชี LINE');
  return { message: 'ยกเลิกการเชื่อม LINE แล้ว' };
}
