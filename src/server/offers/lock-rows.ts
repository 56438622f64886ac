import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { enrollments, offers, openings } from '@/db/schema';
import { NotFoundError } from '@/server/errors';

/** The student's enrollment in the session, locked FOR UPDATE (second in the phase's lock order); 404 when not enrolled. */
export async function lockOfferEnrollment({ db, sessionId, studentId }: { db: Executor; sessionId: number; studentId: string }) {
  const [enrollment] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)))
    .for('update');
  if (!enrollment) throw new NotFoundError('Student is not enrolled in this session');
  return enrollment;
}

/**
 * The opening's row, locked FOR UPDATE (third in the lock order): every send and accept of the opening decides its
 * remaining quota under this lock, so two of them never both take its last place.
 */
export async function lockOfferOpening({ db, sessionId, openingId }: { db: Executor; sessionId: number; openingId: number }) {
  const [opening] = await db
    .select()
    .from(openings)
    .where(and(eq(openings.openingId, openingId), eq(openings.sessionId, sessionId)))
    .for('update');
  if (!opening) throw new NotFoundError('Opening not found');
  return opening;
}

/** The offer's row as it is now (locked FOR UPDATE with `lock`), or 404. */
export async function findOffer({ db, offerId, lock = false }: { db: Executor; offerId: number; lock?: boolean }) {
  const query = db.select().from(offers).where(eq(offers.offerId, offerId));
  const [offer] = lock ? await query.for('update') : await query;
  if (!offer) throw new NotFoundError('Offer not found');
  return offer;
}
