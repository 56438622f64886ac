import { and, asc, count, eq } from 'drizzle-orm';
import { studentBadges } from '@/db/schema';
import type { BadgeKind } from '@/lib/labels';
import type { StudentBadgeList } from '@/lib/oauth';
import type { SystemContext } from '@/server/context';
import { ServiceUnavailableError } from '@/server/errors';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import type { BearerGrant } from './bearer';
import { findStudentOf } from './consenting-student';
import { logError } from '@/server/log-safe';

/**
 * GET /api/oauth/v1/student/academic-badges and /activity-badges: the student's badges, paged. The
 * badge source failing is a 503 with a message (SPEC §8), not a 500, so a client knows to retry later.
 */
export async function listStudentBadges({
  ctx,
  grant,
  kind,
  pagination,
}: {
  ctx: SystemContext;
  grant: BearerGrant;
  kind: BadgeKind;
  pagination: Pagination;
}): Promise<StudentBadgeList> {
  const { db } = ctx;
  const student = await findStudentOf({ db, grant });
  try {
    const where = and(eq(studentBadges.studentId, student.studentId), eq(studentBadges.kind, kind));
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          badgeId: studentBadges.badgeId,
          title: studentBadges.title,
          issuer: studentBadges.issuer,
          issuedOn: studentBadges.issuedOn,
        })
        .from(studentBadges)
        .where(where)
        .orderBy(asc(studentBadges.title), asc(studentBadges.badgeId))
        .limit(pagination.limit)
        .offset(offsetOf(pagination)),
      db.select({ total: count() }).from(studentBadges).where(where),
    ]);
    return toList(rows, total, pagination);
  } catch (error) {
    logError('oauth.badge_source_failed', error);
    throw new ServiceUnavailableError('The badge source is unavailable; try again later');
  }
}
