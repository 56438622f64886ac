import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { announcements } from '@/db/schema';
import type { AnnouncementView } from '@/lib/announcements';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { announcementView } from './announcement-rows';
import { announcementFields, assertFutureSendAt, englishPair } from './announcement-input';
import { lockScheduledAnnouncement } from './scheduled-announcement';

/** The whole announcement again; a scheduled one keeps a time to send at (required, in the future). */
export const updateAnnouncementInput = announcementFields.superRefine(englishPair);
export type UpdateAnnouncementInput = z.output<typeof updateAnnouncementInput>;

/** PUT /api/admin/announcements/{announcementId}: edits a scheduled announcement (409 once sent or cancelled). Audited. */
export async function updateAnnouncement({
  ctx,
  announcementId,
  input,
}: {
  ctx: Context;
  announcementId: number;
  input: UpdateAnnouncementInput;
}): Promise<AnnouncementView> {
  if (!input.sendAt) throw new BadRequestError('body.sendAt: ประกาศที่ตั้งเวลาไว้ต้องระบุเวลาส่ง');
  assertFutureSendAt(input.sendAt, ctx.now);
  const sendAt = input.sendAt;
  return ctx.db.transaction(async (tx) => {
    const row = await lockScheduledAnnouncement(tx, announcementId);
    await tx
      .update(announcements)
      .set({
        audience: input.audience,
        titleTh: input.titleTh,
        bodyTh: input.bodyTh,
        titleEn: input.titleEn,
        bodyEn: input.bodyEn,
        scheduledAt: sendAt,
        updatedAt: ctx.now,
      })
      .where(eq(announcements.announcementId, announcementId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'announcement.update',
        entityType: 'announcement',
        entityId: announcementId,
        details: {
          sessionId: row.sessionId,
          previous: { audience: row.audience, titleTh: row.titleTh, scheduledAt: row.scheduledAt.toISOString() },
          audience: input.audience,
          titleTh: input.titleTh,
          scheduledAt: sendAt.toISOString(),
        },
      },
    });
    return announcementView(tx, announcementId);
  });
}
