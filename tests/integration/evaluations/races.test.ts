// Two schedulers at once on two real connections (PostgreSQL only: PGlite has one connection): each placement and
// form gets exactly one request and one link mail, whichever tick inserts it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { notifications } from '@/db/schema';
import { runNotificationSchedule } from '@/server/notifications';
import { createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createEvaluationWorld, requestsOf } from './evaluation-world';

let db: Database;
let admin: TestPerson;

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
});

describe.skipIf(!process.env.DATABASE_URL)('evaluation scheduler races (PostgreSQL)', () => {
  it('two ticks at once create one request per placement and form, and one link mail each', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const world = await createEvaluationWorld(db, admin.cookie);
      const now = new Date();
      await Promise.all([runNotificationSchedule({ ctx: { db, now } }), runNotificationSchedule({ ctx: { db, now } })]);
      const requests = await requestsOf(db, world.session.sessionId);
      expect(requests).toHaveLength(2);
      for (const request of requests) {
        expect(request.sendCount).toBe(1);
        expect(request.tokenHash).toMatch(/^[0-9a-f]{64}$/);
        const mails = await db
          .select()
          .from(notifications)
          .where(eq(notifications.recipientId, `evaluation:${request.requestId}`));
        expect(mails).toHaveLength(1);
      }
    }
  });
});
