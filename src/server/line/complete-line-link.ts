import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '@/db/rows-of';
import { lineLinks } from '@/db/schema';
import type { Context } from '@/server/context';
import { BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError } from '@/server/errors';
import { lineConfig } from './line-config';
import { readLinkState } from './line-link-state';
import { linePersonOf } from './line-person';
import { lineCallbackUrl } from './start-line-link';

export const lineCallbackQuery = z.object({
  code: z.string().min(1).max(2000).optional(),
  state: z.string().min(1).max(200),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  friendship_status_changed: z.string().max(10).optional(),
});
export type LineCallbackQuery = z.infer<typeof lineCallbackQuery>;

const tokenAnswer = z.object({ access_token: z.string(), id_token: z.string() });
const verifiedIdToken = z.object({ sub: z.string().min(1).max(100), name: z.string().max(200).optional(), nonce: z.string().optional() });

/**
 * GET /api/line/link/callback: the code LINE Login sent back is exchanged at the token endpoint, the ID token checked
 * at LINE's verify endpoint with our channel id and the attempt's nonce, and the LINE user id and display name stored
 * for the signed-in person (a new link replaces their old one). 400 for a state not of this browser and person, a
 * refused consent or a token LINE rejects; 409 when that LINE account is already linked to someone else.
 */
export async function completeLineLink({
  ctx,
  input,
  linkCookie,
}: {
  ctx: Context;
  input: LineCallbackQuery;
  linkCookie: string | undefined;
}): Promise<{ displayName: string }> {
  const config = lineConfig();
  if (!config) throw new NotFoundError('ยังไม่ได้เปิดใช้การแจ้งเตือนทาง LINE');
  const person = linePersonOf(ctx.actor);
  const nonce = readLinkState({ cookie: linkCookie, state: input.state, person, now: ctx.now });
  if (!nonce) throw new BadRequestError('คำขอเชื่อม LINE ไม่ถูกต้องหรือหมดอายุ กรุณาเริ่มใหม่จากหน้าโปรไฟล์');
  if (input.error || !input.code) throw new BadRequestError('ไม่ได้อนุญาตให้เชื่อมบัญชี LINE');

  const token = await postForm(`${config.apiUrl}/oauth2/v2.1/token`, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: lineCallbackUrl(),
    client_id: config.loginChannelId,
    client_secret: config.loginChannelSecret,
  });
  const tokens = tokenAnswer.safeParse(token.body);
  if (token.status !== 200 || !tokens.success) throw new BadRequestError('LINE ไม่ยอมรับรหัสยืนยัน กรุณาเริ่มใหม่');
  const verify = await postForm(`${config.apiUrl}/oauth2/v2.1/verify`, {
    id_token: tokens.data.id_token,
    client_id: config.loginChannelId,
    nonce,
  });
  const claims = verifiedIdToken.safeParse(verify.body);
  if (verify.status !== 200 || !claims.success || claims.data.nonce !== nonce)
    throw new BadRequestError('ตรวจสอบตัวตนจาก LINE ไม่ผ่าน กรุณาเริ่มใหม่');
  const lineUserId = claims.data.sub;
  const displayName = claims.data.name?.trim() || 'LINE';

  await ctx.db
    .transaction(async (tx) => {
      const taken = await rowsOf(
        tx,
        sql`select 1 from ${lineLinks} where ${lineLinks.lineUserId} = ${lineUserId}
        and not (${lineLinks.recipientRole} = ${person.role} and ${lineLinks.recipientId} = ${person.id}) for update`,
      );
      if (taken.length > 0) throw new ConflictError('บัญชี LINE นี้เชื่อมกับผู้ใช้อื่นในระบบแล้ว');
      await tx
        .insert(lineLinks)
        .values({ recipientRole: person.role, recipientId: person.id, lineUserId, displayName, linkedAt: ctx.now })
        .onConflictDoUpdate({
          target: [lineLinks.recipientRole, lineLinks.recipientId],
          set: { lineUserId, displayName, linkedAt: ctx.now, unreachableAt: null },
        });
    })
    .catch((error: unknown) => {
      // Two people finishing with the same LINE account at once: the unique index decides.
      if (
        (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
        (error as { cause?: { code?: string } }).cause?.code === '23505'
      )
        throw new ConflictError('บัญชี LINE นี้เชื่อมกับผู้ใช้อื่นในระบบแล้ว');
      throw error;
    });
  return { displayName };
}

async function postForm(url: string, form: Record<string, string>): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new ServiceUnavailableError('ติดต่อ LINE ไม่ได้ กรุณาลองใหม่ภายหลัง');
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}
