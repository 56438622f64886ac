import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { files } from './files';
import { companySizes, companyTypes } from './reference';

/** The text company search matches (both names); queries must use this same expression for the trigram index to apply. */
export function companySearchText(table: { companyNameTh: AnyPgColumn; companyNameEn: AnyPgColumn }) {
  return sql`lower(${table.companyNameTh} || ' ' || ${table.companyNameEn})`;
}

export const companies = pgTable(
  'companies',
  {
    companyId: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyNameTh: text().notNull(),
    companyNameEn: text().notNull(),
    description: text(),
    building: text(),
    floor: text(),
    room: text(),
    houseNo: text(),
    street: text(),
    district: text(),
    subDistrict: text(),
    postalCode: text(),
    province: text(),
    website: text(),
    facebook: text(),
    line: text(),
    profileExternalLink: text(),
    profileDocumentFileId: integer().references(() => files.fileId, { onDelete: 'set null' }),
    logoFileId: integer().references(() => files.fileId, { onDelete: 'set null' }),
    // Public, unguessable handle for logo links, so company ids are not what the links expose.
    profileToken: text().notNull().unique(),
    companyTypeId: integer().references(() => companyTypes.companyTypeId),
    companySizeId: integer().references(() => companySizes.companySizeId),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('companies_search_trgm').using('gin', sql`(${companySearchText(table)}) gin_trgm_ops`),
    index().on(table.companyNameTh),
    index().on(table.companyNameEn),
    index().on(table.companySizeId),
  ],
);

export const companyUsers = pgTable(
  'company_users',
  {
    platformUid: text()
      .primaryKey()
      .references(() => accounts.platformUid, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.companyId)],
);
