import { eq } from 'drizzle-orm';
import { enrollments } from '@/db/schema';
import type { OptionalActorContext } from '@/server/context';
import { selectSessionViews, type SessionView } from './session-view';

/**
 * GET /api/common/sessions. Admins and company users see every session; a student sees only the
 * sessions they are enrolled in, so a student with none has no current session (the welcome page).
 */
export async function listSessions({ ctx: { db, actor } }: { ctx: OptionalActorContext }): Promise<SessionView[]> {
  if (actor?.role === 'student') {
    const enrolled = await db
      .select({ sessionId: enrollments.sessionId })
      .from(enrollments)
      .where(eq(enrollments.studentId, actor.studentId));
    return selectSessionViews({ db, sessionIds: enrolled.map((row) => row.sessionId) });
  }
  if (actor?.role === 'admin' || actor?.role === 'company_user') return selectSessionViews({ db });
  return [];
}
