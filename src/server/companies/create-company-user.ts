import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, companies, companyUsers } from '@/db/schema';
import type { CompanyUserView } from '@/lib/companies';
import { recordAudit } from '@/server/audit';
import { hashPassword } from '@/server/auth';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { companyUserPassword } from './company-user-password';

/** POST /api/admin/companies/{companyId}/users. Usernames are stored lower-case, as the sign-in compares them. */
export const createCompanyUserInput = z
  .object({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9._-]{2,49}$/, 'Use 3–50 letters, digits, dots, dashes or underscores, starting with a letter or digit'),
    password: companyUserPassword,
    email: z.string().trim().pipe(z.email('Expected a valid email address')),
  })
  .strict();

export type CreateCompanyUserInput = z.infer<typeof createCompanyUserInput>;

/**
 * POST /api/admin/companies/{companyId}/users: a built-in sign-in account for the company. A
 * username anyone already has (any role) answers 409.
 */
export async function createCompanyUser({
  ctx,
  companyId,
  input,
}: {
  ctx: Context;
  companyId: number;
  input: CreateCompanyUserInput;
}): Promise<CompanyUserView> {
  // Hashing is slow on purpose; do it before the transaction holds any lock.
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ companyId: companies.companyId })
      .from(companies)
      .where(eq(companies.companyId, companyId))
      .limit(1);
    if (!company) throw new NotFoundError('Company not found');
    const [taken] = await tx
      .select({ platformUid: accounts.platformUid })
      .from(accounts)
      .where(eq(accounts.username, input.username))
      .limit(1);
    if (taken) throw new ConflictError('This username is already taken');

    const platformUid = `company-user-${randomUUID()}`;
    await tx
      .insert(accounts)
      .values({ platformUid, username: input.username, email: input.email, displayName: input.username, passwordHash });
    const [user] = await tx.insert(companyUsers).values({ platformUid, companyId }).returning();
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'company_user.create',
        entityType: 'company_user',
        entityId: platformUid,
        details: { companyId, username: input.username },
      },
    });
    return { platformUid, username: input.username, email: input.email, isActive: user.isActive };
  });
}
