import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Reference lists the admin maintains and every form picks from.
export const universities = pgTable('universities', {
  universityId: integer().primaryKey().generatedByDefaultAsIdentity(),
  universityName: text().notNull().unique(),
  /** Hidden from the pickers (a wrong entry that rows still use); the rows keep showing its name. */
  isHidden: boolean().notNull().default(false),
});

export const faculties = pgTable('faculties', {
  facultyId: integer().primaryKey().generatedByDefaultAsIdentity(),
  facultyName: text().notNull().unique(),
  /** Hidden from the pickers (a wrong entry that rows still use); the rows keep showing its name. */
  isHidden: boolean().notNull().default(false),
});

export const departments = pgTable('departments', {
  departmentId: integer().primaryKey().generatedByDefaultAsIdentity(),
  departmentName: text().notNull().unique(),
  /** Hidden from the pickers (a wrong entry that rows still use); the rows keep showing its name. */
  isHidden: boolean().notNull().default(false),
});

export const programs = pgTable('programs', {
  programId: integer().primaryKey().generatedByDefaultAsIdentity(),
  programName: text().notNull().unique(),
  /** Hidden from the pickers (a wrong entry that rows still use); the rows keep showing its name. */
  isHidden: boolean().notNull().default(false),
});

export const companyTypes = pgTable('company_types', {
  companyTypeId: integer().primaryKey().generatedByDefaultAsIdentity(),
  type: text().notNull().unique(),
});

export const companySizes = pgTable('company_sizes', {
  companySizeId: integer().primaryKey().generatedByDefaultAsIdentity(),
  size: text().notNull().unique(),
});

export const compensationTypes = pgTable('compensation_types', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
});

export const openingTags = pgTable('opening_tags', {
  tagId: integer().primaryKey().generatedByDefaultAsIdentity(),
  tagName: text().notNull().unique(),
});
