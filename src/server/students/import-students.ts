import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { students } from '@/db/schema';
import { studentImportRowSchema, type ImportStudentsAnswer, type StudentImportRow } from '@/lib/student-profile';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError, ConflictError } from '@/server/errors';
import { describeIssues } from '@/server/validation';
import { existingReferenceIds, unknownReferenceProblems } from './reference-checks';

export type ImportRowProblem = { row: number; studentId: string | null; problems: string[] };
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at 8 columns a row. */
const INSERT_CHUNK = 1000;

/**
 * POST /api/admin/students: creates every row or none. Every bad row is reported at once (row numbers
 * count from 1, the first data row), then studentIds that already exist answer 409 with their list.
 * New students have no account yet: they are linked to one the first time they sign in.
 * `source` is the uploaded CSV the rows came from (importStudentsFromFile), kept in the audit row.
 */
export async function importStudents({
  ctx,
  rows,
  source,
}: {
  ctx: Context;
  rows: unknown[];
  source?: { fileId: number; originalName: string };
}): Promise<ImportStudentsAnswer> {
  const problems: ImportRowProblem[] = [];
  const valid: { row: number; value: StudentImportRow }[] = [];
  rows.forEach((raw, index) => {
    const parsed = studentImportRowSchema.safeParse(raw);
    if (parsed.success) valid.push({ row: index + 1, value: parsed.data });
    else {
      const studentId = raw && typeof raw === 'object' && 'studentId' in raw && typeof raw.studentId === 'string' ? raw.studentId : null;
      problems.push({ row: index + 1, studentId, problems: describeIssues(parsed.error, '').split('; ') });
    }
  });

  const firstRowOf = new Map<string, number>();
  const existingReferences = await existingReferenceIds({ db: ctx.db, rows: valid.map((entry) => entry.value) });
  for (const { row, value } of valid) {
    const rowProblems = unknownReferenceProblems({ row: value, existing: existingReferences });
    const firstRow = firstRowOf.get(value.studentId);
    if (firstRow !== undefined) rowProblems.push(`studentId: ${value.studentId} repeats row ${firstRow}`);
    else firstRowOf.set(value.studentId, row);
    if (rowProblems.length) problems.push({ row, studentId: value.studentId, problems: rowProblems });
  }
  if (problems.length) {
    problems.sort((a, b) => a.row - b.row);
    const summary = problems.map((problem) => `row ${problem.row}: ${problem.problems.join(', ')}`).join('; ');
    throw new BadRequestError(`${problems.length} invalid row(s): ${summary}`, { rows: problems });
  }

  return ctx.db.transaction(async (tx) => {
    const studentIds = valid.map((entry) => entry.value.studentId);
    const duplicates: string[] = [];
    for (let start = 0; start < studentIds.length; start += INSERT_CHUNK) {
      const chunk = studentIds.slice(start, start + INSERT_CHUNK);
      const found = await tx.select({ studentId: students.studentId }).from(students).where(inArray(students.studentId, chunk));
      duplicates.push(...found.map((row) => row.studentId));
    }
    if (duplicates.length) {
      duplicates.sort();
      throw new ConflictError(`${duplicates.length} student(s) already exist: ${duplicates.join(', ')}`, { studentIds: duplicates });
    }
    for (let start = 0; start < valid.length; start += INSERT_CHUNK) {
      await tx.insert(students).values(
        valid.slice(start, start + INSERT_CHUNK).map(({ value }) => ({
          studentId: value.studentId,
          admissionYear: value.admissionYear,
          programId: value.programId ?? null,
          facultyId: value.facultyId ?? null,
          departmentId: value.departmentId ?? null,
          universityId: value.universityId ?? null,
          profileToken: randomUUID(),
        })),
      );
    }
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'student.import',
        entityType: 'student',
        details: { createdCount: valid.length, ...(source ? { fileId: source.fileId, originalName: source.originalName } : {}) },
      },
    });
    return { message: `Imported ${valid.length} student(s)`, createdCount: valid.length };
  });
}
