// Two signatures of one party at once, and a signature racing a re-send, on two real connections (PostgreSQL only:
// PGlite has one connection; agreements.test.ts has the sequential second-signature refusal).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { placementAgreements } from '@/db/schema';
import { createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { setUpTemporaryFilesDir } from '../files/file-support';
import { createAgreementWorld, englishNameOf, send, signAsCompany, signAsStudent, thaiNameOf } from './agreement-world';

setUpTemporaryFilesDir();

let db: Database;
let admin: TestPerson;

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
});

describe.skipIf(!process.env.DATABASE_URL)('agreement races (PostgreSQL)', () => {
  it('two signatures of the student at once: exactly one is recorded, the other is 409', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const w = await createAgreementWorld(db);
      const { sessionId } = w.session;
      const sent = await send(sessionId, w.s1.studentId!, admin.cookie);
      const answers = await Promise.all([
        signAsStudent(sessionId, w.s1, { fullName: thaiNameOf(w.s1), documentSha256: sent.body.documentSha256 }),
        signAsStudent(sessionId, w.s1, { fullName: englishNameOf(w.s1), documentSha256: sent.body.documentSha256 }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const [row] = await db.select().from(placementAgreements).where(eq(placementAgreements.studentId, w.s1.studentId!));
      expect(row.studentSignedName).toBe(answers.find((answer) => answer.status === 200)!.body.studentSignedName);
      expect(row.version).toBe(2);
    }
  });

  it('two company users sign at once: one signature lands', async () => {
    const w = await createAgreementWorld(db);
    const { sessionId } = w.session;
    const colleague = await createPerson(db, 'company_user', { companyId: w.company.companyId });
    const sent = await send(sessionId, w.s2.studentId!, admin.cookie);
    const answers = await Promise.all([
      signAsCompany(sessionId, w.s2.studentId!, w.companyUser, { fullName: 'คนแรก', documentSha256: sent.body.documentSha256 }),
      signAsCompany(sessionId, w.s2.studentId!, colleague, { fullName: 'คนที่สอง', documentSha256: sent.body.documentSha256 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('a signature racing a re-send: either the signature is on the old document and then cleared, or refused', async () => {
    const w = await createAgreementWorld(db);
    const { sessionId } = w.session;
    const sent = await send(sessionId, w.s1.studentId!, admin.cookie);
    const [sign, resend] = await Promise.all([
      signAsStudent(sessionId, w.s1, { fullName: thaiNameOf(w.s1), documentSha256: sent.body.documentSha256 }),
      send(sessionId, w.s1.studentId!, admin.cookie),
    ]);
    expect(resend.status).toBe(200);
    expect([200, 409]).toContain(sign.status);
    const [row] = await db.select().from(placementAgreements).where(eq(placementAgreements.studentId, w.s1.studentId!));
    expect(row.documentSha256).toBe(resend.body.documentSha256);
    expect(row.studentSignedAt).toBeNull();
  });
});
