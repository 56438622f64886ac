// The offer phase's races on two real connections (PostgreSQL only: PGlite has one connection; offers.test.ts has
// the sequential variants). Each race must end with exactly one winner and nothing counted twice.
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { enrollments, matchingResults, offers, openings } from '@/db/schema';
import { holdTransaction, tracked, waitForLockWaiters } from '../../support/concurrency';
import { testDatabase } from '../../support/per-file-setup';
import { acceptOffer, createOfferWorld, enrollmentOf, sendOffer, type OfferWorld } from './offer-world';

let db: Database;

beforeAll(async () => {
  db = (await testDatabase()).db;
});

/** An offer inserted as it stood before the race: both offers of opening B's last place open at once. */
async function insertOffer(world: OfferWorld, openingId: number, studentId: string) {
  const [offer] = await db
    .insert(offers)
    .values({ sessionId: world.session.sessionId, round: 1, openingId, studentId, answerDeadline: new Date(Date.now() + 3_600_000) })
    .returning();
  return offer;
}

const matchedTo = async (openingId: number) =>
  (await db.select({ taken: count() }).from(enrollments).where(eq(enrollments.assignedOpeningId, openingId)))[0].taken;

describe.skipIf(!process.env.DATABASE_URL)('offer races (PostgreSQL)', () => {
  it('two students accepting the last place of an opening: exactly one wins', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const world = await createOfferWorld(db);
      // B has one place left; two offers of it are open (as if the quota had been lowered), so the accept decides.
      const first = await insertOffer(world, world.b.openingId, world.s1.studentId!);
      const second = await insertOffer(world, world.b.openingId, world.s2.studentId!);
      const answers = await Promise.all([acceptOffer(world.s1, first.offerId), acceptOffer(world.s2, second.offerId)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await matchedTo(world.b.openingId)).toBe(2);
      const [{ rows }] = await db
        .select({ rows: count() })
        .from(matchingResults)
        .where(and(eq(matchingResults.sessionId, world.session.sessionId), eq(matchingResults.source, 'OFFER')));
      expect(rows).toBe(1);
    }
  });

  it('one student accepting two offers at once: exactly one wins, the other is withdrawn', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const world = await createOfferWorld(db);
      const fromA = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
      const fromX = await sendOffer(world, world.otherCompanyUser, { openingId: world.x.openingId, studentId: world.s1.studentId! });
      const answers = await Promise.all([acceptOffer(world.s1, fromA.body.offerId), acceptOffer(world.s1, fromX.body.offerId)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.body;
      const enrollment = await enrollmentOf(db, world, world.s1);
      expect(enrollment.assignedOpeningId).toBe(winner.openingId);
      const states = await db.select({ status: offers.status }).from(offers).where(eq(offers.studentId, world.s1.studentId!));
      expect(states.map((row) => row.status).sort()).toEqual(['ACCEPTED', 'WITHDRAWN']);
      expect((await matchedTo(world.a.openingId)) + (await matchedTo(world.x.openingId))).toBe(1);
    }
  });

  it('two offers racing for an opening’s last place: exactly one is sent', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const world = await createOfferWorld(db);
      const answers = await Promise.all([
        sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! }),
        sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s2.studentId! }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const [{ open }] = await db.select({ open: count() }).from(offers).where(eq(offers.openingId, world.a.openingId));
      expect(open).toBe(1);
    }
  });

  it('an accept waits for a transaction holding the opening, then re-checks the place', async () => {
    const world = await createOfferWorld(db);
    const offer = await insertOffer(world, world.a.openingId, world.s1.studentId!);
    // Another writer holds A and fills its only place meanwhile (as an accept of another student would).
    const held = await holdTransaction(db, async (tx) => {
      await tx.execute(sql`select ${openings.openingId} from ${openings} where ${openings.openingId} = ${world.a.openingId} for update`);
      await tx
        .update(enrollments)
        .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: world.a.openingId, matchedRound: 1 })
        .where(and(eq(enrollments.sessionId, world.session.sessionId), eq(enrollments.studentId, world.s2.studentId!)));
    });
    const accept = tracked(acceptOffer(world.s1, offer.offerId));
    expect(await waitForLockWaiters(db, 1)).toBe(true);
    expect(accept.isSettled()).toBe(false);
    await held.commit();
    const answer = await accept.promise;
    expect(answer.status).toBe(409);
    expect(await matchedTo(world.a.openingId)).toBe(1);
  });
});
