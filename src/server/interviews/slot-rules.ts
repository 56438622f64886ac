import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications } from '@/db/schema';
import type { Actor } from '@/server/context';
import { auditIfAssumed, recordAudit, type AuditEntry } from '@/server/audit';
import { BadRequestError } from '@/server/errors';

/** A slot starts in the future and its booking cut-off is not after its start. */
export function assertSlotTimes({ startsAt, bookingCutoffAt, now }: { startsAt: Date; bookingCutoffAt: Date; now: Date }): void {
  if (startsAt <= now) throw new BadRequestError('startsAt: the interview must start in the future');
  if (bookingCutoffAt > startsAt) throw new BadRequestError('bookingCutoffAt: the booking cut-off must not be after startsAt');
}

/** Invited students must be ACTIVE applicants of the opening in the round (400 naming the others). */
export async function assertInvitees({
  db,
  openingId,
  round,
  studentIds,
}: {
  db: Executor;
  openingId: number;
  round: number;
  studentIds: string[];
}): Promise<void> {
  if (studentIds.length === 0) return;
  const rows = await db
    .select({ studentId: applications.studentId })
    .from(applications)
    .where(
      and(
        eq(applications.openingId, openingId),
        eq(applications.round, round),
        eq(applications.status, 'ACTIVE'),
        inArray(applications.studentId, studentIds),
      ),
    );
  const known = new Set(rows.map((row) => row.studentId));
  const unknown = studentIds.filter((id) => !known.has(id));
  if (unknown.length)
    throw new BadRequestError(`invitedStudentIds: ${unknown.join(', ')} is not an active applicant of this opening in round ${round}`);
}

/** A slot write is audited when an admin makes it, or anyone under an assumed identity. */
export async function auditSlotWrite({ db, actor, entry }: { db: Executor; actor: Actor; entry: AuditEntry }): Promise<void> {
  if (actor.role === 'admin') await recordAudit({ db, actor, entry });
  else await auditIfAssumed({ db, actor, entry });
}
