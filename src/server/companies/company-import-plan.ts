import { randomUUID } from 'node:crypto';
import { inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { companies } from '@/db/schema';
import type { AdminCompanyView } from '@/lib/companies';
import type { ImportRowOutcome } from '@/lib/imports';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import type { PlannedImportRow } from '@/server/dry-run';
import { BadRequestError, ConflictError } from '@/server/errors';
import type { ImportCsvRules, ImportRecord } from '@/server/files';
import { companyName } from './company-body';

const MAX_COMPANIES = 1000;
const NAME_LIMIT = 200;

/** One company of an import: its two names. */
export const newCompanyRow = z.object({ companyNameTh: companyName, companyNameEn: companyName }).strict();
export type NewCompany = z.infer<typeof newCompanyRow>;

/** POST /api/admin/companies: one or more companies by their two names (also what a COMPANY_NAME_LIST_CSV holds). */
export const createCompaniesInput = z
  .array(newCompanyRow)
  .min(1, 'At least one company is required')
  .max(MAX_COMPANIES, `At most ${MAX_COMPANIES} companies at once`);

/** A COMPANY_NAME_LIST_CSV: header companyNameTh,companyNameEn; other columns are read and left unused. */
export const COMPANY_CSV_RULES: ImportCsvRules = {
  required: ['companyNameTh', 'companyNameEn'],
  otherColumns: 'ignore',
  maxRows: MAX_COMPANIES,
  noun: { en: 'companies', th: 'บริษัท' },
};

export type CompanyImportInputRow = ImportRecord & { raw: unknown };
type Duplicate = 'ALREADY_EXISTS' | 'DUPLICATE_IN_BODY';
type PlannedCompany = CompanyImportInputRow & PlannedImportRow & { value: NewCompany | null; duplicate: Duplicate | null };
export type CompanyImportPlan = PlannedCompany[];

export function companyRowsOfRecords(records: ImportRecord[]): CompanyImportInputRow[] {
  return records.map((record) => ({
    ...record,
    raw: { companyNameTh: record.cells.companyNameTh, companyNameEn: record.cells.companyNameEn },
  }));
}

export function companyRowsOfJson(rows: unknown[]): CompanyImportInputRow[] {
  return rows.map((raw, index) => {
    const object = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const text = (value: unknown) => (value == null ? '' : String(value));
    return {
      row: index + 1,
      line: null,
      cells: { companyNameTh: text(object.companyNameTh), companyNameEn: text(object.companyNameEn) },
      raw,
    };
  });
}

const LANGUAGE = { companyNameTh: 'ภาษาไทย', companyNameEn: 'ภาษาอังกฤษ' } as const;

function thaiIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `ไม่รู้จักช่อง ${issue.keys.join(', ')}`;
  const language = LANGUAGE[String(issue.path[0]) as keyof typeof LANGUAGE];
  if (!language) return 'ข้อมูลแถวนี้ไม่ถูกต้อง';
  if (issue.code === 'too_big') return `ชื่อ${language}ยาวเกิน ${NAME_LIMIT} ตัวอักษร`;
  return `ไม่มีชื่อ${language}`;
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * What the import will do with each company, read in `db` (the import's transaction or the dry run's): a row is
 * an error (a blank or too long name, or a name repeated in the list, ignoring case), or exists (a company already
 * has its Thai or English name, ignoring case), or is created. The import and its dry run decide by this.
 */
export async function planCompanyImport({ db, rows }: { db: Executor; rows: CompanyImportInputRow[] }): Promise<CompanyImportPlan> {
  const planned: PlannedCompany[] = rows.map((input) => {
    const parsed = newCompanyRow.safeParse(input.raw);
    if (parsed.success) return { ...input, value: parsed.data, outcome: 'create' as ImportRowOutcome, problems: [], duplicate: null };
    const problems = parsed.error.issues.map((issue) => {
      const path = ['body', input.row - 1, ...issue.path].map(String).join('.');
      return { english: `${path}: ${issue.message}`, thai: thaiIssue(issue) };
    });
    return { ...input, value: null, outcome: 'error' as ImportRowOutcome, problems, duplicate: null };
  });
  const valid = planned.filter((entry) => entry.value !== null);
  if (valid.length === 0) return planned;

  const thaiNames = valid.map((entry) => key(entry.value!.companyNameTh));
  const englishNames = valid.map((entry) => key(entry.value!.companyNameEn));
  const existing = await db
    .select({ companyNameTh: companies.companyNameTh, companyNameEn: companies.companyNameEn })
    .from(companies)
    .where(or(inArray(sql`lower(${companies.companyNameTh})`, thaiNames), inArray(sql`lower(${companies.companyNameEn})`, englishNames)));
  const existingThai = new Set(existing.map((row) => key(row.companyNameTh)));
  const existingEnglish = new Set(existing.map((row) => key(row.companyNameEn)));

  valid.forEach((entry, index) => {
    const place = (other: PlannedCompany) => (other.line === null ? `แถวที่ ${other.row}` : `บรรทัดที่ ${other.line}`);
    const firstThai = thaiNames.indexOf(thaiNames[index]);
    const firstEnglish = englishNames.indexOf(englishNames[index]);
    if (existingThai.has(thaiNames[index]) || existingEnglish.has(englishNames[index])) {
      entry.outcome = 'exists';
      entry.duplicate = 'ALREADY_EXISTS';
      entry.problems.push({ english: 'already exists', thai: 'มีบริษัทชื่อนี้ในระบบแล้ว: นำเข้าซ้ำไม่ได้ ทั้งไฟล์จะไม่ถูกนำเข้า' });
    } else if (firstThai !== index || firstEnglish !== index) {
      entry.outcome = 'error';
      entry.duplicate = 'DUPLICATE_IN_BODY';
      const first = valid[Math.min(firstThai, firstEnglish)];
      entry.problems.push({ english: 'repeated in the list', thai: `ชื่อซ้ำกับ${place(first)}` });
    }
  });
  return planned;
}

/**
 * The import's refusal of a plan that is not all creates: 400 naming every bad row (`body.N.field`, N from 0, as
 * the JSON body's check names it), else 409 naming every name that exists or repeats (`duplicates`).
 */
export function refuseUnlessAllCreate(plan: CompanyImportPlan): void {
  const invalid = plan.filter((entry) => entry.value === null);
  if (invalid.length) throw new BadRequestError(invalid.flatMap((entry) => entry.problems.map((problem) => problem.english)).join('; '));
  const duplicates = plan
    .filter((entry) => entry.duplicate !== null)
    .map((entry) => ({ index: entry.row - 1, ...entry.value!, reason: entry.duplicate! }));
  if (duplicates.length) {
    const described = duplicates.map(
      (row) => `body.${row.index}: ${row.companyNameEn} (${row.reason === 'ALREADY_EXISTS' ? 'already exists' : 'repeated in the list'})`,
    );
    throw new ConflictError(`These companies already exist or repeat: ${described.join('; ')}`, { duplicates });
  }
}

/** Creates the plan's companies (active, with a fresh profileToken), one audit row each, in `db`. */
export async function writeCompanyImport({
  db,
  actor,
  plan,
}: {
  db: Executor;
  actor: Context['actor'];
  plan: CompanyImportPlan;
}): Promise<AdminCompanyView[]> {
  const created = await db
    .insert(companies)
    .values(
      plan.map(({ value }) => ({ companyNameTh: value!.companyNameTh, companyNameEn: value!.companyNameEn, profileToken: randomUUID() })),
    )
    .returning();
  for (const company of created) {
    await recordAudit({
      db,
      actor,
      entry: {
        action: 'company.create',
        entityType: 'company',
        entityId: company.companyId,
        details: { companyNameTh: company.companyNameTh, companyNameEn: company.companyNameEn },
      },
    });
  }
  return created.map((company) => ({
    companyId: company.companyId,
    companyNameTh: company.companyNameTh,
    companyNameEn: company.companyNameEn,
    description: null,
    building: null,
    floor: null,
    room: null,
    houseNo: null,
    street: null,
    subDistrict: null,
    district: null,
    province: null,
    postalCode: null,
    website: null,
    facebook: null,
    line: null,
    profileExternalLink: null,
    profileDocumentUrl: null,
    logoUrl: null,
    companyType: null,
    companySize: null,
    companyUserCount: 0,
    activeCompanyUserCount: 0,
    isActive: company.isActive,
  }));
}
