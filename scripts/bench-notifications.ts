// npm run bench:notifications — a cohort of 5,000 students hears that the openings of their round are announced:
// the scheduler writes the 5,000 notifications, and the e-mail worker sends them through one pooled SMTP transport
// to a local smtp-server that counts what it receives. Runs on a throwaway PGlite database, or with DATABASE_URL
// on a fresh PostgreSQL database. Ends with exactly one line `total_s=<number> messages=<number>` (target: under 300 s).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { openThrowawayDatabase } from './bench-database';
import { migrateDatabase } from '@/db/migrate';
import { enrollments, rounds, sessionGroups, sessions, students } from '@/db/schema';
import { createMailer, deliverAllDueNotificationEmails, runNotificationSchedule } from '@/server/notifications';

const STUDENT_COUNT = Number(process.env.BENCH_STUDENTS ?? 5_000);
const INSERT_CHUNK = 1_000;
const DAY = 24 * 60 * 60 * 1000;

async function main() {
  const database = await openThrowawayDatabase('bench-notifications');
  const { db } = database.handle;
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Intern Portal <bench@example.ac.th>' });
  try {
    await migrateDatabase(database.handle);
    const now = new Date();
    const [group] = await db.insert(sessionGroups).values({ title: 'กลุ่มทดสอบความเร็ว' }).returning();
    await db.insert(rounds).values({
      sessionGroupId: group.sessionGroupId,
      round: 1,
      openingSubmissionDeadline: new Date(now.getTime() - 3 * DAY),
      openingAnnouncementDate: new Date(now.getTime() - DAY),
      studentRankingDeadline: new Date(now.getTime() + 7 * DAY),
      applicationAnnouncementDate: new Date(now.getTime() + 8 * DAY),
      companyRankingDeadline: new Date(now.getTime() + 9 * DAY),
      resultAnnouncementDate: new Date(now.getTime() + 10 * DAY),
    });
    const [session] = await db.insert(sessions).values({ sessionGroupId: group.sessionGroupId, title: 'ฝึกงานภาคฤดูร้อน' }).returning();
    for (let start = 0; start < STUDENT_COUNT; start += INSERT_CHUNK) {
      const rows = Array.from({ length: Math.min(INSERT_CHUNK, STUDENT_COUNT - start) }, (_, offset) => ({
        studentId: `67${String(start + offset).padStart(8, '0')}`,
        firstNameTh: 'นิสิต',
        lastNameTh: `ทดสอบ ${start + offset}`,
        admissionYear: 2567,
        profileToken: randomUUID(),
        email: `student${start + offset}@example.ac.th`,
      }));
      await db.insert(students).values(rows);
      await db
        .insert(enrollments)
        .values(rows.map((row) => ({ sessionId: session.sessionId, studentId: row.studentId, status: 'RANKING_PENDING' as const })));
    }

    const started = performance.now();
    const schedule = await runNotificationSchedule({ ctx: { db, now: new Date() } });
    const scheduleMs = performance.now() - started;
    const deliveryStarted = performance.now();
    const delivery = await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer });
    const deliveryMs = performance.now() - deliveryStarted;
    const totalSeconds = (performance.now() - started) / 1000;
    console.log(`database=${database.kind} students=${STUDENT_COUNT} written=${schedule.written} schedule_ms=${Math.round(scheduleMs)}`);
    console.log(
      `sent=${delivery.sent} failed=${delivery.failed} retried=${delivery.retried} deliver_ms=${Math.round(deliveryMs)} per_second=${Math.round(delivery.sent / (deliveryMs / 1000))}`,
    );
    console.log(`total_s=${totalSeconds.toFixed(1)} messages=${received}`);
    if (received !== STUDENT_COUNT) process.exitCode = 1;
  } finally {
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.handle.close();
    await database.dispose();
  }
}

await main();
