// Two edits of one placement on the same version at once, on two real connections (PostgreSQL only: PGlite has one
// connection; placements.test.ts has the sequential stale-version refusal). Exactly one wins; no write is lost.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { adminEnd, adminPatch, companyPatch, createPlacementWorld, detailsRows, studentConfirm } from './placement-world';

let db: Database;
let admin: TestPerson;

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
});

describe.skipIf(!process.env.DATABASE_URL)('placement races (PostgreSQL)', () => {
  it('two PATCHes on the same version: exactly one 200, one 409 with the winner’s record', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const world = await createPlacementWorld(db);
      const { sessionId } = world.session;
      const studentId = world.s1.studentId!;
      for (const version of [0, 1]) {
        const answers = await Promise.all([
          companyPatch(sessionId, studentId, world.companyUser, { version, mentorName: `บริษัท ${version}` }),
          adminPatch(sessionId, studentId, admin.cookie, { version, mentorPosition: `ผู้ดูแล ${version}` }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const winner = answers.find((answer) => answer.status === 200)!.body;
        const loser = answers.find((answer) => answer.status === 409)!.body;
        expect(winner.version).toBe(version + 1);
        expect(loser.current).toMatchObject({ version: version + 1 });
        const [row] = await detailsRows(db, sessionId, studentId);
        expect(row.version).toBe(version + 1);
      }
    }
  });

  it('an edit racing the end: the end always lands, and the edit is either before it or refused', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const world = await createPlacementWorld(db);
      const { sessionId } = world.session;
      const studentId = world.s1.studentId!;
      const [edit, end, confirm] = await Promise.all([
        companyPatch(sessionId, studentId, world.companyUser, { version: 0, mentorName: 'แข่งกับการยุติ' }),
        adminEnd(sessionId, studentId, admin.cookie, { reason: 'ยุติระหว่างแก้ไข' }),
        studentConfirm(sessionId, world.s1),
      ]);
      expect(end.status).toBe(200);
      expect([200, 409]).toContain(edit.status);
      expect([200, 409]).toContain(confirm.status);
      const [row] = await detailsRows(db, sessionId, studentId);
      expect(row.endReason).toBe('ยุติระหว่างแก้ไข');
      expect(row.version).toBe(1 + (edit.status === 200 ? 1 : 0) + (confirm.status === 200 ? 1 : 0));
      expect(row.mentorName).toBe(edit.status === 200 ? 'แข่งกับการยุติ' : null);
    }
  });
});
