import 'server-only';
import { formatDateTime } from '@/lib/dates';
import { ConflictError } from '@/server/errors';
import { hasCome } from '@/lib/deadline-rules';

/**
 * The one rule for a round's dates (docs/architecture.md, "Deadlines and the clock"). Every date is compared with
 * the request's clock, `ctx.now`: fixed for the whole request and set by the tests, never the database's `now()`.
 * A window is open from `opensAt` (inclusive) until `closesAt` (exclusive): at the deadline itself it is closed.
 * Shared below the domains because openings, both rankings, applications and matching all decide by it.
 */

export { hasCome, instantOf, isBeforeDeadline, isWindowOpen } from '@/lib/deadline-rules';

/** The deadline in a message: "15 ม.ค. 2570 เวลา 23:59 น." in Bangkok time, as the screens show it. */
export function deadlineText(date: Date): string {
  return formatDateTime(date);
}

/** "Too late", the same everywhere: 409 with the Thai message naming the deadline in Bangkok time. */
export class DeadlinePassedError extends ConflictError {
  constructor(what: string, deadline: Date) {
    super(`หมดเขต${what} เมื่อ ${deadlineText(deadline)}`);
  }
}

/**
 * 409 once `now` has reached `deadline`. `what` names the action in Thai ("ส่งอันดับของรอบที่ 1" reads
 * "หมดเขตส่งอันดับของรอบที่ 1 เมื่อ 15 ม.ค. 2570 เวลา 23:59 น."); a null
 * deadline sets no limit.
 */
export function assertBeforeDeadline({ deadline, now, what }: { deadline: Date | null; now: Date; what: string }): void {
  if (deadline !== null && hasCome({ date: deadline, now })) throw new DeadlinePassedError(what, deadline);
}

/** "Too early": 409 while `now` is before `opensAt`, naming the date it opens. */
export function assertWindowOpened({ opensAt, now, what }: { opensAt: Date; now: Date; what: string }): void {
  if (!hasCome({ date: opensAt, now })) throw new ConflictError(`${what} ได้ตั้งแต่ ${deadlineText(opensAt)}`);
}
