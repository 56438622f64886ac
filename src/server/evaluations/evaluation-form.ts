import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { evaluationForms, sessionGroups } from '@/db/schema';
import { DEFAULT_EVALUATION_FORMS, type EvaluationFormView, type EvaluationKind, type EvaluationSection } from '@/lib/evaluations';
import { NotFoundError } from '@/server/errors';

type FormRow = typeof evaluationForms.$inferSelect;

export function formViewOf(row: FormRow): EvaluationFormView {
  return {
    sessionGroupId: row.sessionGroupId,
    kind: row.kind,
    titleTh: row.titleTh,
    titleEn: row.titleEn,
    sections: row.sections as EvaluationSection[],
    dueBasis: row.dueBasis,
    dueOffsetDays: row.dueOffsetDays,
    linkValidDays: row.linkValidDays,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The group's form of a kind: the stored one, else the default (version 0). 404 for an unknown group. */
export async function readEvaluationForm({
  db,
  sessionGroupId,
  kind,
}: {
  db: Executor;
  sessionGroupId: number;
  kind: EvaluationKind;
}): Promise<EvaluationFormView> {
  const [group] = await db
    .select({ sessionGroupId: sessionGroups.sessionGroupId })
    .from(sessionGroups)
    .where(eq(sessionGroups.sessionGroupId, sessionGroupId));
  if (!group) throw new NotFoundError('Session group not found');
  const [row] = await db
    .select()
    .from(evaluationForms)
    .where(and(eq(evaluationForms.sessionGroupId, sessionGroupId), eq(evaluationForms.kind, kind)));
  return row ? formViewOf(row) : { sessionGroupId, kind, ...DEFAULT_EVALUATION_FORMS[kind], version: 0, updatedAt: null };
}
