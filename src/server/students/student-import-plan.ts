import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { students } from '@/db/schema';
import type { ImportRowOutcome } from '@/lib/imports';
import { ADMISSION_YEAR_LIMITS, MAX_IMPORT_ROWS, studentImportRowSchema, type StudentImportRow } from '@/lib/student-profile';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError, ConflictError } from '@/server/errors';
import type { ImportCsvRules, ImportRecord } from '@/server/files';
import type { ImportRowProblemText } from '@/server/dry-run';
import { describeIssues } from '@/server/validation';
import { existingReferenceIds, REFERENCE_LABELS, unknownReferences } from './reference-checks';

/** The columns of a STUDENT_ID_LIST_CSV, as the import screen's template names them. */
export const STUDENT_CSV_COLUMNS = ['studentId', 'admissionYear', 'programId', 'departmentId', 'facultyId', 'universityId'] as const;
const NUMBER_COLUMNS = STUDENT_CSV_COLUMNS.filter((column) => column !== 'studentId');

export const STUDENT_CSV_RULES: ImportCsvRules = {
  required: ['studentId'],
  optional: NUMBER_COLUMNS,
  otherColumns: 'refuse',
  maxRows: MAX_IMPORT_ROWS,
  noun: { en: 'students', th: 'นิสิต' },
};

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters at 8 columns a row. */
const CHUNK = 1000;

/** One row to import: what the import checks (`raw`, as a JSON body would send it) and what a person sees (`cells`). */
export type StudentImportInputRow = ImportRecord & { raw: unknown };
type PlannedRow = StudentImportInputRow & { value: StudentImportRow | null; outcome: ImportRowOutcome; problems: ImportRowProblemText[] };
export type StudentImportPlan = PlannedRow[];
export type ImportRowProblem = { row: number; studentId: string | null; problems: string[] };

/**
 * A blank cell is left out (admissionYear falls back to the dialog's year); digits become a number; anything
 * else is passed on as text, so the row check names it ("Expected number, received string") like a JSON import.
 */
function cellValue(cell: string): number | string | undefined {
  if (cell === '') return undefined;
  return /^\d{1,9}$/.test(cell) ? Number(cell) : cell;
}

/** The CSV's records as import rows; `fallbackYear` fills a blank admissionYear (and is shown in its cell). */
export function studentRowsOfRecords({
  records,
  fallbackYear,
}: {
  records: ImportRecord[];
  fallbackYear: number | undefined;
}): StudentImportInputRow[] {
  return records.map((record) => {
    const raw: Record<string, unknown> = { studentId: record.cells.studentId };
    const cells = { ...record.cells };
    for (const column of NUMBER_COLUMNS) {
      let value = cellValue(record.cells[column] ?? '');
      if (value === undefined && column === 'admissionYear' && fallbackYear !== undefined) {
        value = fallbackYear;
        cells.admissionYear = String(fallbackYear);
      }
      if (value !== undefined) raw[column] = value;
    }
    return { ...record, cells, raw };
  });
}

/** A JSON body's rows as import rows: rows count from 1, no file line. */
export function studentRowsOfJson(rows: unknown[]): StudentImportInputRow[] {
  return rows.map((raw, index) => {
    const object = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const cells = Object.fromEntries(STUDENT_CSV_COLUMNS.map((column) => [column, object[column] == null ? '' : String(object[column])]));
    return { row: index + 1, line: null, cells, raw };
  });
}

const YEAR_RULE = `ปี พ.ศ. ${ADMISSION_YEAR_LIMITS.min}–${ADMISSION_YEAR_LIMITS.max} เช่น 2567`;

function thaiIssue(issue: { path: PropertyKey[]; code: string; keys?: string[] }, input: StudentImportInputRow): string {
  const { cells } = input;
  const field = String(issue.path[0] ?? '');
  if (issue.code === 'unrecognized_keys') return `ไม่รู้จักช่อง ${(issue.keys ?? []).join(', ')}`;
  if (field === 'studentId') return cells.studentId ? 'รหัสนิสิตต้องเป็นตัวอักษรหรือตัวเลข 1–20 ตัว' : 'ไม่มีรหัสนิสิต';
  if (field === 'admissionYear')
    return (input.raw as { admissionYear?: unknown } | null)?.admissionYear === undefined
      ? 'ไม่มีปีที่เข้าศึกษา (กรอกในไฟล์ หรือกรอกปีในหน้าต่างนำเข้า)'
      : `ปีที่เข้าศึกษา "${cells.admissionYear}" ไม่ถูกต้อง ต้องเป็น${YEAR_RULE}`;
  const label = REFERENCE_LABELS[field as keyof typeof REFERENCE_LABELS];
  return label ? `รหัส${label} "${cells[field]}" ต้องเป็นจำนวนเต็มบวก` : `${field} ไม่ถูกต้อง`;
}

/**
 * What the import will do with each row, read in `db` (the import's own transaction, or the dry run's): a row is
 * an error (its format, an unknown reference id, a studentId repeated in the file), or exists (its studentId is
 * taken: the import refuses the file, 409), or is created. Both the import and its dry run decide by this.
 */
export async function planStudentImport({ db, rows }: { db: Executor; rows: StudentImportInputRow[] }): Promise<StudentImportPlan> {
  const planned: PlannedRow[] = rows.map((input) => {
    const parsed = studentImportRowSchema.safeParse(input.raw);
    if (parsed.success) return { ...input, value: parsed.data, outcome: 'create', problems: [] };
    const english = describeIssues(parsed.error, '').split('; ');
    const problems = parsed.error.issues.map((issue, index) => ({ english: english[index], thai: thaiIssue(issue, input) }));
    return { ...input, value: null, outcome: 'error', problems };
  });

  const valid = planned.filter((entry) => entry.value !== null);
  const existingReferences = await existingReferenceIds({ db, rows: valid.map((entry) => entry.value!) });
  const firstOf = new Map<string, PlannedRow>();
  for (const entry of valid) {
    const value = entry.value!;
    for (const { field, id } of unknownReferences({ row: value, existing: existingReferences }))
      entry.problems.push({ english: `${field}: ${id} does not exist`, thai: `ไม่พบ${REFERENCE_LABELS[field]}รหัส ${id}` });
    const first = firstOf.get(value.studentId);
    if (first)
      entry.problems.push({
        english: `studentId: ${value.studentId} repeats row ${first.row}`,
        thai: `รหัสนิสิตซ้ำกับ${first.line === null ? `แถวที่ ${first.row}` : `บรรทัดที่ ${first.line}`}`,
      });
    else firstOf.set(value.studentId, entry);
    if (entry.problems.length) entry.outcome = 'error';
  }

  const ids = [...firstOf.keys()];
  const taken = new Set<string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const found = await db
      .select({ studentId: students.studentId })
      .from(students)
      .where(inArray(students.studentId, ids.slice(start, start + CHUNK)));
    for (const row of found) taken.add(row.studentId);
  }
  for (const entry of valid)
    if (entry.outcome === 'create' && taken.has(entry.value!.studentId)) {
      entry.outcome = 'exists';
      entry.problems.push({ english: 'already exists', thai: 'มีนิสิตรหัสนี้ในระบบแล้ว: นำเข้าซ้ำไม่ได้ ทั้งไฟล์จะไม่ถูกนำเข้า' });
    }
  return planned;
}

/** The import's refusal of a plan that is not all creates: 400 naming every bad row, else 409 naming the taken ids. */
export function refuseUnlessAllCreate(plan: StudentImportPlan): void {
  const problems: ImportRowProblem[] = plan
    .filter((entry) => entry.outcome === 'error')
    .map((entry) => ({
      row: entry.row,
      studentId:
        entry.value?.studentId ?? (typeof entry.cells.studentId === 'string' && entry.cells.studentId ? entry.cells.studentId : null),
      problems: entry.problems.map((problem) => problem.english),
    }));
  if (problems.length) {
    const summary = problems.map((problem) => `row ${problem.row}: ${problem.problems.join(', ')}`).join('; ');
    throw new BadRequestError(`${problems.length} invalid row(s): ${summary}`, { rows: problems });
  }
  const duplicates = plan.filter((entry) => entry.outcome === 'exists').map((entry) => entry.value!.studentId);
  if (duplicates.length) {
    duplicates.sort();
    throw new ConflictError(`${duplicates.length} student(s) already exist: ${duplicates.join(', ')}`, { studentIds: duplicates });
  }
}

/** Creates the plan's students and audits the import, in `db` (the import's transaction or the dry run's). */
export async function writeStudentImport({
  db,
  actor,
  plan,
  source,
}: {
  db: Executor;
  actor: Context['actor'];
  plan: StudentImportPlan;
  source?: { fileId: number; originalName: string };
}): Promise<number> {
  const values = plan.map((entry) => entry.value!);
  for (let start = 0; start < values.length; start += CHUNK) {
    await db.insert(students).values(
      values.slice(start, start + CHUNK).map((value) => ({
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
    db,
    actor,
    entry: {
      action: 'student.import',
      entityType: 'student',
      details: { createdCount: values.length, ...(source ? { fileId: source.fileId, originalName: source.originalName } : {}) },
    },
  });
  return values.length;
}
