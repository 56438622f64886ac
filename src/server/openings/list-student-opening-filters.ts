import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies, openingTagLinks, openingTags, openings } from '@/db/schema';
import type { OpeningTagView } from '@/lib/openings';
import type { StudentContext } from '@/server/context';
import { studentSessionWindow, visibleToStudentsCondition } from './student-visibility';

export type StudentOpeningFilterOptions = {
  tags: OpeningTagView[];
  companies: { companyId: number; companyNameTh: string; companyNameEn: string }[];
};

/** The choices of the student's filters: only tags and companies that the session's visible openings carry, so no choice leads nowhere. */
export async function listStudentOpeningFilters({
  ctx,
  sessionId,
}: {
  ctx: StudentContext;
  sessionId: number;
}): Promise<StudentOpeningFilterOptions> {
  const window = await studentSessionWindow({ db: ctx.db, studentId: ctx.actor.studentId, sessionId, now: ctx.now });
  if (!window.isAnnounced) return { tags: [], companies: [] };
  const visible = and(visibleToStudentsCondition(sessionId));
  const [tags, companyRows] = await Promise.all([
    ctx.db
      .selectDistinct({ tagId: openingTags.tagId, tagName: openingTags.tagName })
      .from(openingTags)
      .innerJoin(openingTagLinks, eq(openingTagLinks.tagId, openingTags.tagId))
      .innerJoin(openings, eq(openings.openingId, openingTagLinks.openingId))
      .where(visible)
      .orderBy(asc(openingTags.tagName)),
    ctx.db
      .select({ companyId: companies.companyId, companyNameTh: companies.companyNameTh, companyNameEn: companies.companyNameEn })
      .from(companies)
      .where(inArray(companies.companyId, ctx.db.selectDistinct({ companyId: openings.companyId }).from(openings).where(visible)))
      .orderBy(asc(companies.companyNameTh)),
  ]);
  return { tags, companies: companyRows };
}
