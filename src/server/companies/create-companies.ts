import { randomUUID } from 'node:crypto';
import { inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companies } from '@/db/schema';
import type { AdminCompanyView } from '@/lib/companies';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { companyName } from './company-body';

/** POST /api/admin/companies: one or more companies by their two names (also what a COMPANY_NAME_LIST_CSV holds). */
export const createCompaniesInput = z
  .array(z.object({ companyNameTh: companyName, companyNameEn: companyName }).strict())
  .min(1, 'At least one company is required')
  .max(1000, 'At most 1000 companies at once');

export type NewCompany = z.infer<typeof createCompaniesInput>[number];

type Duplicate = { index: number; companyNameTh: string; companyNameEn: string; reason: 'DUPLICATE_IN_BODY' | 'ALREADY_EXISTS' };

const key = (name: string) => name.trim().toLowerCase();

/**
 * POST /api/admin/companies: creates every company of the list or none. A name (Thai or English,
 * ignoring case) that repeats in the list or that an existing company already has answers 409
 * naming every such row.
 */
export async function createCompanies({ ctx, input }: { ctx: Context; input: NewCompany[] }): Promise<AdminCompanyView[]> {
  return ctx.db.transaction(async (tx) => {
    const thaiNames = input.map((row) => key(row.companyNameTh));
    const englishNames = input.map((row) => key(row.companyNameEn));
    const existing = await tx
      .select({ companyNameTh: companies.companyNameTh, companyNameEn: companies.companyNameEn })
      .from(companies)
      .where(or(inArray(sql`lower(${companies.companyNameTh})`, thaiNames), inArray(sql`lower(${companies.companyNameEn})`, englishNames)));
    const existingThai = new Set(existing.map((row) => key(row.companyNameTh)));
    const existingEnglish = new Set(existing.map((row) => key(row.companyNameEn)));

    const duplicates: Duplicate[] = [];
    input.forEach((row, index) => {
      const isRepeated = thaiNames.indexOf(thaiNames[index]) !== index || englishNames.indexOf(englishNames[index]) !== index;
      const exists = existingThai.has(thaiNames[index]) || existingEnglish.has(englishNames[index]);
      if (exists) duplicates.push({ index, ...row, reason: 'ALREADY_EXISTS' });
      else if (isRepeated) duplicates.push({ index, ...row, reason: 'DUPLICATE_IN_BODY' });
    });
    if (duplicates.length > 0) {
      const described = duplicates.map(
        (row) => `body.${row.index}: ${row.companyNameEn} (${row.reason === 'ALREADY_EXISTS' ? 'already exists' : 'repeated in the list'})`,
      );
      throw new ConflictError(`These companies already exist or repeat: ${described.join('; ')}`, { duplicates });
    }

    const created = await tx
      .insert(companies)
      .values(input.map((row) => ({ companyNameTh: row.companyNameTh, companyNameEn: row.companyNameEn, profileToken: randomUUID() })))
      .returning();
    for (const company of created) {
      await recordAudit({
        db: tx,
        actor: ctx.actor,
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
  });
}
