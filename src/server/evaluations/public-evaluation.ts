import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { AppError, NotFoundError } from '@/server/errors';
import { evaluationTokenHash } from '@/server/notifications';
import { selectEvaluationDetails, type EvaluationDetail } from './evaluation-detail';

/** 410: the link was right but ran out (linkValidDays after the due date). */
export class EvaluationLinkExpiredError extends AppError {
  constructor() {
    super(410, 'ลิงก์แบบประเมินนี้หมดอายุแล้ว กรุณาติดต่อเจ้าหน้าที่เพื่อขอลิงก์ใหม่');
  }
}

export const INVALID_LINK_MESSAGE = 'ลิงก์แบบประเมินนี้ใช้ไม่ได้ อาจพิมพ์ไม่ครบหรือมีการส่งลิงก์ใหม่แทนแล้ว';

/**
 * The request a mentor's link opens, looked up only by the token's SHA-256 (the token itself is stored nowhere): a
 * token opens its own request and no other. Unknown or replaced: 404. Expired before it was answered: 410; an
 * answered one stays readable.
 */
export async function findByToken({ db, now, token }: { db: Executor; now: Date; token: string }): Promise<EvaluationDetail> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new NotFoundError(INVALID_LINK_MESSAGE);
  const [detail] = await selectEvaluationDetails({ db, now, where: sql`r.token_hash = ${evaluationTokenHash(token)}` });
  if (!detail) throw new NotFoundError(INVALID_LINK_MESSAGE);
  if (!detail.submittedAt && detail.tokenExpiresAt && detail.tokenExpiresAt <= now) throw new EvaluationLinkExpiredError();
  return detail;
}
