// Two instances ticking at once (PostgreSQL only: PGlite has one connection): a due announcement is sent once.
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database, type DatabaseHandle } from '@/db/client';
import { announcements, enrollments, notifications } from '@/db/schema';
import { runNotificationSchedule } from '@/server/notifications';
import { eq } from 'drizzle-orm';
import { createPerson, createSession, createSessionGroup } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let second: DatabaseHandle | undefined;

beforeAll(async () => {
  db = (await testDatabase()).db;
});

afterEach(async () => {
  await second?.close();
  second = undefined;
});

describe.skipIf(!process.env.DATABASE_URL)('announcements on two instances (PostgreSQL)', () => {
  it('two scheduler ticks at once: each due announcement is sent once, its count right', async () => {
    const group = await createSessionGroup(db);
    const session = await createSession(db, group.sessionGroupId);
    const students = await Promise.all(Array.from({ length: 40 }, () => createPerson(db, 'student')));
    await db.insert(enrollments).values(students.map((student) => ({ sessionId: session.sessionId, studentId: student.studentId! })));
    const due = new Date(Date.now() - 60_000);
    const rows = await db
      .insert(announcements)
      .values(
        Array.from({ length: 5 }, (_, index) => ({
          sessionId: session.sessionId,
          audience: 'SESSION_STUDENTS' as const,
          titleTh: `ประกาศ ${index}`,
          bodyTh: 'ข้อความ',
          scheduledAt: due,
        })),
      )
      .returning();
    const [{ name }] = ((await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    second = openPostgres(url.toString());
    const now = new Date();
    await Promise.all([runNotificationSchedule({ ctx: { db, now } }), runNotificationSchedule({ ctx: { db: second.db, now } })]);
    for (const row of rows) {
      const [stored] = await db.select().from(announcements).where(eq(announcements.announcementId, row.announcementId));
      expect(stored).toMatchObject({ status: 'SENT', recipientCount: 40 });
      const written = await db
        .select()
        .from(notifications)
        .where(eq(notifications.eventKey, `announcement:${row.announcementId}`));
      expect(written).toHaveLength(40);
    }
  });
});
