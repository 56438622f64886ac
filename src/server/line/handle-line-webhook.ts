import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { lineLinks } from '@/db/schema';
import type { SystemContext } from '@/server/context';
import { BadRequestError, NotFoundError, UnauthenticatedError } from '@/server/errors';
import { lineConfig } from './line-config';
import { isValidLineSignature } from './line-signature';

const webhookBody = z.object({
  destination: z.string().optional(),
  events: z.array(
    z.looseObject({
      type: z.string(),
      timestamp: z.number().optional(),
      source: z.looseObject({ type: z.string(), userId: z.string().optional() }).optional(),
    }),
  ),
});

/**
 * POST /api/line/webhook: LINE's events, trusted only with a valid `x-line-signature` over the raw body (401 when
 * missing or wrong, 400 when the signed body is not an event list). `unfollow` (the person blocked the official
 * account) marks their link unreachable; `follow` (added or unblocked) reachable again. Other events are ignored.
 * 404 when LINE is not configured.
 */
export async function handleLineWebhook({
  ctx,
  rawBody,
  signature,
}: {
  ctx: SystemContext;
  rawBody: string;
  signature: string | null;
}): Promise<{ message: string; handled: number }> {
  const config = lineConfig();
  if (!config) throw new NotFoundError('ยังไม่ได้เปิดใช้การแจ้งเตือนทาง LINE');
  if (!isValidLineSignature({ rawBody, signature, channelSecret: config.messagingChannelSecret }))
    throw new UnauthenticatedError('ลายเซ็น x-line-signature ไม่ถูกต้อง');
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new BadRequestError('เนื้อหาไม่ใช่ JSON');
  }
  const body = webhookBody.safeParse(parsed);
  if (!body.success) throw new BadRequestError('เนื้อหาไม่ใช่รายการเหตุการณ์ของ LINE');
  const unfollowed = new Set<string>();
  const followed = new Set<string>();
  for (const event of body.data.events) {
    const userId = event.source?.userId;
    if (!userId) continue;
    // Events of one user arrive in order within a request: the last one wins.
    if (event.type === 'unfollow') {
      unfollowed.add(userId);
      followed.delete(userId);
    } else if (event.type === 'follow') {
      followed.add(userId);
      unfollowed.delete(userId);
    }
  }
  await ctx.db.transaction(async (tx) => {
    if (unfollowed.size > 0)
      await tx
        .update(lineLinks)
        .set({ unreachableAt: sql`coalesce(${lineLinks.unreachableAt}, ${ctx.now.toISOString()}::timestamptz)` })
        .where(inArray(lineLinks.lineUserId, [...unfollowed]));
    for (const userId of followed) await tx.update(lineLinks).set({ unreachableAt: null }).where(eq(lineLinks.lineUserId, userId));
  });
  return { message: 'OK', handled: unfollowed.size + followed.size };
}
