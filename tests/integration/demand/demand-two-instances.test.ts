// Two instances of the portal on one database (docs/demand.md): the figures live in the database, so both serve the
// same one, and a ranking change shows on either within the freshness bound. On PostgreSQL the second instance is a
// second pool; on PGlite a second Drizzle client over the same PGlite (as openings-two-instances.test.ts).
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { DEMAND_FRESH_SECONDS } from '@/lib/demand';
import { openTwoInstances, type TwoInstances } from '../../support/two-instances';
import { createDemandWorld, demandOf, submitList } from './demand-fixtures';

let one: DatabaseHandle;
let two: DatabaseHandle;
let closeTwo: () => Promise<void>;
let through: TwoInstances['through'];
let world: Awaited<ReturnType<typeof createDemandWorld>>;

beforeAll(async () => {
  ({ one, two, through, close: closeTwo } = await openTwoInstances());
  world = await createDemandWorld(one.db);
});

afterEach(() => vi.useRealTimers());

afterAll(() => closeTwo());

const firstOpening = async (handle: DatabaseHandle) => {
  const answer = await through(handle, () =>
    demandOf(world.session.sessionId, world.students[0], { openingIds: String(world.first.openingId) }),
  );
  expect(answer.status).toBe(200);
  return { computedAt: answer.body.computedAt as string, applicants: answer.body.items[0].applicantCount as number };
};

function at(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

it('both instances serve the one stored figure, and a ranking change shows on either within the freshness bound', async () => {
  const start = Date.now();
  at(start);
  const fromOne = await firstOpening(one);
  expect(fromOne.applicants).toBe(0);

  // A student submits; within the freshness bound both instances still serve the same figure, computed once.
  await submitList(one.db, world.session.sessionId, world.students[0].studentId!, [world.first.openingId]);
  at(start + (DEMAND_FRESH_SECONDS - 1) * 1000);
  expect(await firstOpening(two)).toEqual(fromOne);
  expect(await firstOpening(one)).toEqual(fromOne);

  // Past it, whichever instance asks first recomputes, and the other serves that same new figure.
  at(start + DEMAND_FRESH_SECONDS * 1000);
  const fresh = await firstOpening(two);
  expect(fresh.applicants).toBe(1);
  expect(Date.parse(fresh.computedAt)).toBe(start + DEMAND_FRESH_SECONDS * 1000);
  expect(await firstOpening(one)).toEqual(fresh);
});

it('concurrent stale reads on both instances all answer, each with a stored figure', async () => {
  at(Date.now() + 10 * DEMAND_FRESH_SECONDS * 1000);
  await submitList(one.db, world.session.sessionId, world.students[1].studentId!, [world.first.openingId]);
  const answers = await Promise.all([firstOpening(one), firstOpening(two), firstOpening(one), firstOpening(two)]);
  // The first to take the lock recomputes; the others either waited for nothing (try-lock refused: the previous figure)
  // or read the new one. Every answer is one of the two stored figures, and the last read sees the new one.
  for (const answer of answers) expect([1, 2]).toContain(answer.applicants);
  expect((await firstOpening(two)).applicants).toBe(2);
});
