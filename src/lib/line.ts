import { z } from 'zod';
import { isoDateTime, messageAnswer } from './contract';

/** GET /api/line/status: whether the portal offers LINE, and the caller's linked LINE account (docs/line.md). */
export const lineStatusAnswer = z.object({
  isConfigured: z.boolean(),
  link: z
    .object({
      displayName: z.string(),
      linkedAt: isoDateTime,
      /** False once the person blocked the official account (they still get e-mail). */
      isReachable: z.boolean(),
    })
    .nullable(),
});
export type LineStatusAnswer = z.infer<typeof lineStatusAnswer>;

export const lineWebhookAnswer = messageAnswer.extend({ handled: z.number().int() });

/** The `?line=` of /profile after the LINE Login callback, and its toast. */
export const LINE_LINK_RESULTS = {
  linked: 'เชื่อมบัญชี LINE แล้ว',
  taken: 'บัญชี LINE นี้เชื่อมกับผู้ใช้อื่นในระบบแล้ว',
  failed: 'เชื่อมบัญชี LINE ไม่สำเร็จ กรุณาลองใหม่',
} as const;
export type LineLinkResult = keyof typeof LINE_LINK_RESULTS;
