import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, companySizes, companyTypes } from '@/db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '@/server/errors';
import type { CompanyUpdate } from './company-body';

/**
 * The write both PATCH routes share: checks the company exists, that the type and size exist (400)
 * and that a new name is not another company's (409), then stores the fields that were sent.
 * Answers the fields that changed, for the audit row.
 */
export async function applyCompanyUpdate({
  db: tx,
  companyId,
  input,
  now,
}: {
  db: Executor;
  companyId: number;
  input: CompanyUpdate;
  now: Date;
}): Promise<string[]> {
  const [company] = await tx.select().from(companies).where(eq(companies.companyId, companyId)).limit(1).for('update');
  if (!company) throw new NotFoundError('Company not found');

  if (input.companyTypeId != null) {
    const [type] = await tx.select().from(companyTypes).where(eq(companyTypes.companyTypeId, input.companyTypeId)).limit(1);
    if (!type) throw new BadRequestError('body.companyTypeId: No company type has this id');
  }
  if (input.companySizeId != null) {
    const [size] = await tx.select().from(companySizes).where(eq(companySizes.companySizeId, input.companySizeId)).limit(1);
    if (!size) throw new BadRequestError('body.companySizeId: No company size has this id');
  }

  const nameChecks = [
    input.companyNameTh === undefined ? undefined : sql`lower(${companies.companyNameTh}) = ${input.companyNameTh.toLowerCase()}`,
    input.companyNameEn === undefined ? undefined : sql`lower(${companies.companyNameEn}) = ${input.companyNameEn.toLowerCase()}`,
  ].filter(Boolean);
  if (nameChecks.length > 0) {
    const [clash] = await tx
      .select({ companyId: companies.companyId })
      .from(companies)
      .where(and(ne(companies.companyId, companyId), or(...nameChecks)))
      .limit(1);
    if (clash) throw new ConflictError('Another company already has this name');
  }

  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const changedFields = Object.keys(changes).filter((field) => company[field as keyof typeof company] !== changes[field]);
  if (Object.keys(changes).length > 0)
    await tx
      .update(companies)
      .set({ ...changes, updatedAt: now })
      .where(eq(companies.companyId, companyId));
  return changedFields;
}
