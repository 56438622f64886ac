import { z } from 'zod';
import { announcements } from '@/db/schema';
import type { AnnouncementView } from '@/lib/announcements';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { announcementView } from './announcement-rows';
import { announcementFields, assertFutureSendAt, englishPair } from './announcement-input';
import { sessionTitleOf } from './audience';
import { sendOneDueAnnouncement } from './send-due-announcements';

export const createAnnouncementInput = announcementFields.extend({ sessionId: z.number().int().min(1) }).superRefine(englishPair);
export type CreateAnnouncementInput = z.output<typeof createAnnouncementInput>;

/**
 * POST /api/admin/announcements: writes an announcement to one audience of a session, and either sends it now (the
 * same claim the scheduler uses, in this transaction) or schedules it for a later time (400 for a time not in the
 * future). Audited.
 */
export async function createAnnouncement({ ctx, input }: { ctx: Context; input: CreateAnnouncementInput }): Promise<AnnouncementView> {
  if (input.sendAt) assertFutureSendAt(input.sendAt, ctx.now);
  return ctx.db.transaction(async (tx) => {
    await sessionTitleOf(tx, input.sessionId);
    const [row] = await tx
      .insert(announcements)
      .values({
        sessionId: input.sessionId,
        audience: input.audience,
        titleTh: input.titleTh,
        bodyTh: input.bodyTh,
        titleEn: input.titleEn,
        bodyEn: input.bodyEn,
        scheduledAt: input.sendAt ?? ctx.now,
        createdByPlatformUid: ctx.actor.signedInPlatformUid || null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ announcementId: announcements.announcementId });
    const sent = input.sendAt ? null : await sendOneDueAnnouncement({ db: tx, now: ctx.now, announcementId: row.announcementId });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: sent ? 'announcement.send' : 'announcement.schedule',
        entityType: 'announcement',
        entityId: row.announcementId,
        details: {
          sessionId: input.sessionId,
          audience: input.audience,
          titleTh: input.titleTh,
          scheduledAt: (input.sendAt ?? ctx.now).toISOString(),
          recipientCount: sent?.recipientCount ?? null,
        },
      },
    });
    return announcementView(tx, row.announcementId);
  });
}
