import { eq } from 'drizzle-orm';
import { accounts, admins, companies, companyUsers, students } from '@/db/schema';

/**
 * Who a platform identity is in the portal right now, or `disabled` when every role it has is switched off. A student
 * is one by their `students` row and a company user by their `company_users` row, so each role has its id.
 */
export type Identity =
  ({ status: 'active'; platformUid: string; displayName: string } & RoleWithId) | { status: 'disabled'; platformUid: string };
type RoleWithId =
  { role: 'admin' } | { role: 'student'; studentId: string } | { role: 'company_user'; companyId: number } | { role: 'external_user' };

/** The columns that decide who a platform identity is; the role tables are left-joined to `accounts` by `identityJoins`. */
export const identityColumns = {
  platformUid: accounts.platformUid,
  displayName: accounts.displayName,
  adminActive: admins.isActive,
  studentId: students.studentId,
  studentActive: students.isActive,
  companyId: companyUsers.companyId,
  companyUserActive: companyUsers.isActive,
  companyActive: companies.isActive,
};

type IdentityRow = { [key in keyof typeof identityColumns]: (typeof identityColumns)[key]['_']['data'] | null };

/** `accounts` and its role tables, joined onto a query that already selects from `accounts` or joins it. */
export function identityJoins<Q extends { leftJoin: (...args: never[]) => unknown }>(query: Q) {
  // Typed loosely on purpose: callers start from different tables (accounts, login_sessions).
  type Joinable = { leftJoin: (table: unknown, on: unknown) => Joinable };
  const joinable = query as unknown as Joinable;
  return joinable
    .leftJoin(admins, eq(admins.platformUid, accounts.platformUid))
    .leftJoin(students, eq(students.platformUid, accounts.platformUid))
    .leftJoin(companyUsers, eq(companyUsers.platformUid, accounts.platformUid))
    .leftJoin(companies, eq(companies.companyId, companyUsers.companyId)) as unknown as Q;
}

/**
 * Who the row says the account is. An active admin is an admin first; then a student; then a company
 * user; anyone else the platform knows is an external user.
 */
export function identityFromRow(row: IdentityRow, platformUid: string): Identity | null {
  if (row.platformUid === null || row.displayName === null) return null;
  const base = { status: 'active' as const, platformUid: row.platformUid, displayName: row.displayName };
  if (row.adminActive) return { ...base, role: 'admin' };
  if (row.studentId) {
    if (!row.studentActive) return { status: 'disabled', platformUid };
    return { ...base, role: 'student', studentId: row.studentId };
  }
  if (row.companyId !== null) {
    if (!row.companyUserActive || !row.companyActive) return { status: 'disabled', platformUid };
    return { ...base, role: 'company_user', companyId: row.companyId };
  }
  if (row.adminActive === false) return { status: 'disabled', platformUid };
  return { ...base, role: 'external_user' };
}
