import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { BADGE_KINDS } from '../../lib/labels';
import { accounts } from './accounts';
import { files } from './files';
import { departments, faculties, programs, universities } from './reference';

type StudentNameColumns = {
  studentId: AnyPgColumn;
  firstNameTh: AnyPgColumn;
  lastNameTh: AnyPgColumn;
  firstNameEn: AnyPgColumn;
  lastNameEn: AnyPgColumn;
};

/** The text student search matches; queries must use this same expression for the trigram index to apply. */
export function studentSearchText(table: StudentNameColumns) {
  return sql`lower(${table.studentId} || ' ' || coalesce(${table.firstNameTh}, '') || ' ' || coalesce(${table.lastNameTh}, '') || ' ' || coalesce(${table.firstNameEn}, '') || ' ' || coalesce(${table.lastNameEn}, ''))`;
}

export const students = pgTable(
  'students',
  {
    studentId: text().primaryKey(),
    platformUid: text()
      .unique()
      .references(() => accounts.platformUid, { onDelete: 'set null' }),
    titleTh: text(),
    firstNameTh: text(),
    lastNameTh: text(),
    titleEn: text(),
    firstNameEn: text(),
    lastNameEn: text(),
    admissionYear: integer().notNull(),
    // Unguessable handle for profile links shared with companies (`/student/profile/{token}`).
    profileToken: text().notNull().unique(),
    programId: integer().references(() => programs.programId),
    facultyId: integer().references(() => faculties.facultyId),
    departmentId: integer().references(() => departments.departmentId),
    universityId: integer().references(() => universities.universityId),
    isActive: boolean().notNull().default(true),
    email: text(),
    phone: text(),
    lineId: text(),
    profilePictureFileId: integer().references(() => files.fileId, { onDelete: 'set null' }),
    portfolioFileId: integer().references(() => files.fileId, { onDelete: 'set null' }),
    transcriptFileId: integer().references(() => files.fileId, { onDelete: 'set null' }),
    portfolioUrl: text(),
    gpax: numeric({ precision: 3, scale: 2 }),
    toefl: integer(),
    ielts: numeric({ precision: 2, scale: 1 }),
    toeic: integer(),
    interests: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    projectExternalLink: text(),
    isGradeVisible: boolean().notNull().default(true),
    isTranscriptVisible: boolean().notNull().default(true),
    isActivityBadgeVisible: boolean().notNull().default(true),
    isAcademicBadgeVisible: boolean().notNull().default(true),
    isGeneralScoreVisible: boolean().notNull().default(true),
    isInterestingTagVisible: boolean().notNull().default(true),
    isPersonalInfoVisible: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Substring search (Thai included) over id and names: `studentSearchText(students) ILIKE '%…%'`.
    index('students_search_trgm').using('gin', sql`(${studentSearchText(table)}) gin_trgm_ops`),
    index().on(table.admissionYear),
    index().on(table.isActive),
    check('students_gpax_range', sql`${table.gpax} >= 0 and ${table.gpax} <= 4`),
    check('students_toefl_range', sql`${table.toefl} between 0 and 120`),
    check('students_ielts_range', sql`${table.ielts} between 0 and 9 and mod(${table.ielts} * 2, 1) = 0`),
    check('students_toeic_range', sql`${table.toeic} between 0 and 990`),
  ],
);

export const studentGrades = pgTable(
  'student_grades',
  {
    studentId: text()
      .notNull()
      .references(() => students.studentId, { onDelete: 'cascade' }),
    year: integer().notNull(),
    semester: integer().notNull(),
    noGpa: boolean().notNull().default(false),
    gpa: numeric({ precision: 3, scale: 2 }),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.year, table.semester] }),
    check('student_grades_gpa_range', sql`${table.gpa} >= 0 and ${table.gpa} <= 4`),
    check('student_grades_semester_range', sql`${table.semester} between 1 and 3`),
    // A semester either has a grade or is explicitly marked as having none.
    check(
      'student_grades_gpa_presence',
      sql`(${table.noGpa} and ${table.gpa} is null) or (not ${table.noGpa} and ${table.gpa} is not null)`,
    ),
  ],
);

export const badgeKindEnum = pgEnum('badge_kind', BADGE_KINDS);

export const studentBadges = pgTable(
  'student_badges',
  {
    badgeId: integer().primaryKey().generatedAlwaysAsIdentity(),
    studentId: text()
      .notNull()
      .references(() => students.studentId, { onDelete: 'cascade' }),
    kind: badgeKindEnum().notNull(),
    title: text().notNull(),
    issuer: text(),
    issuedOn: date(),
  },
  (table) => [index().on(table.studentId, table.kind), unique().on(table.studentId, table.kind, table.title)],
);
