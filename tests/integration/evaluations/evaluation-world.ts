// The evaluations' test world: the placements' world (s1, s2 in company C's opening A, s3 in the other company's X),
// with s1's and s3's mentors and dates filled so the mid-term form (30 days after the start) is due in 5 days and
// the final one (on the end date) two months ahead.
import { and, eq } from 'drizzle-orm';
import { GET as formGetRoute, PUT as formPutRoute } from '@/app/api/admin/session-groups/[sessionGroupId]/evaluation-forms/[kind]/route';
import { GET as detailRoute } from '@/app/api/admin/sessions/[sessionId]/evaluations/[requestId]/route';
import { POST as releaseRoute } from '@/app/api/admin/sessions/[sessionId]/evaluations/release/route';
import { GET as listRoute } from '@/app/api/admin/sessions/[sessionId]/evaluations/route';
import { POST as sendRoute } from '@/app/api/admin/sessions/[sessionId]/evaluations/send/route';
import { GET as companyRoute } from '@/app/api/company/sessions/[sessionId]/evaluations/[studentId]/route';
import { GET as publicGetRoute, POST as publicPostRoute } from '@/app/api/public/evaluations/[token]/route';
import { GET as studentRoute } from '@/app/api/student/sessions/[sessionId]/evaluations/route';
import type { Database } from '@/db/client';
import { evaluationRequests } from '@/db/schema';
import { evaluationLinkToken } from '@/server/notifications';
import { callRoute } from '../../support/api';
import { adminPatch, createPlacementWorld, FILLED } from '../placements/placement-world';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

export async function createEvaluationWorld(db: Database, adminCookie: string) {
  const world = await createPlacementWorld(db);
  const now = Date.now();
  const dates = { startDate: isoDay(now - 25 * DAY), endDate: isoDay(now + 60 * DAY) };
  for (const student of [world.s1, world.s3]) {
    const answer = await adminPatch(world.session.sessionId, student.studentId!, adminCookie, {
      version: 0,
      ...FILLED,
      ...dates,
      mentorEmail: `mentor-${student.studentId}@example.com`,
    });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  }
  return world;
}
export type EvaluationWorld = Awaited<ReturnType<typeof createEvaluationWorld>>;

export async function requestsOf(db: Database, sessionId: number, studentId?: string) {
  return db
    .select()
    .from(evaluationRequests)
    .where(and(eq(evaluationRequests.sessionId, sessionId), studentId ? eq(evaluationRequests.studentId, studentId) : undefined));
}

/** The link a mentor's mail carries now, rebuilt as the e-mail worker does. */
export function currentToken(request: { requestId: number; sendCount: number }) {
  return evaluationLinkToken({ requestId: request.requestId, sendCount: request.sendCount });
}

export const routes = {
  formGetRoute,
  formPutRoute,
  listRoute,
  detailRoute,
  sendRoute,
  releaseRoute,
  companyRoute,
  studentRoute,
  publicGetRoute,
  publicPostRoute,
};

export const publicGet = (token: string) => callRoute('GET', publicGetRoute, { params: { token } });
export const publicPost = (token: string, body: unknown, headers?: Record<string, string>) =>
  callRoute('POST', publicPostRoute, { params: { token }, body, headers });

export const FULL_ANSWERS = { quality: 5, learning: 4, responsibility: 5, communication: 3, comments: 'ทำงานดีมาก' };
