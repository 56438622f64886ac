/**
 * What a violated database rule means, in words, for the `{ message }` of a 400/409. The raw constraint
 * name is never shown: it names tables and columns, which say nothing to a user and much to an attacker.
 * A constraint missing here answers the generic message of its kind alone.
 */
const UNIQUE_MESSAGES: Record<string, string> = {
  accounts_username_unique: 'Already exists: this username is taken',
  universities_universityName_unique: 'Already exists: a university with this name',
  faculties_facultyName_unique: 'Already exists: a faculty with this name',
  departments_departmentName_unique: 'Already exists: a department with this name',
  programs_programName_unique: 'Already exists: a program with this name',
  company_types_type_unique: 'Already exists: a company type with this name',
  company_sizes_size_unique: 'Already exists: a company size with this name',
  compensation_types_name_unique: 'Already exists: a compensation type with this name',
  opening_tags_tagName_unique: 'Already exists: an opening tag with this name',
  oauth_providers_name_unique: 'Already exists: an OAuth provider with this name',
  students_pkey: 'Already exists: a student with this student ID',
  students_platformUid_unique: 'Already exists: this account already belongs to a student',
  applications_sessionId_round_studentId_openingId_unique: 'Already exists: the student has already applied to this opening in this round',
  student_badges_studentId_kind_title_unique: 'Already exists: the student already has this badge',
  admins_pkey: 'Already exists: this person is already an admin',
  company_users_pkey: 'Already exists: this person is already a company user',
  enrollments_session_id_student_id_pk: 'Already exists: the student is already enrolled in this session',
  bookmarks_student_id_opening_id_pk: 'Already exists: the opening is already bookmarked',
  oauth_client_admins_client_id_platform_uid_pk: 'Already exists: this person is already an admin of the client',
  opening_tag_links_opening_id_tag_id_pk: 'Already exists: the opening already has this tag',
  student_grades_student_id_year_semester_pk: 'Already exists: a grade for this year and semester',
  rounds_session_group_id_round_pk: 'Already exists: this round of the session group',
};

/** Drizzle names a foreign key `<table>_<column>_<target table>_<target column>_fk`: the column says what is missing. */
const REFERENCED_THINGS: [column: string, thing: string][] = [
  ['university_id', 'university'],
  ['faculty_id', 'faculty'],
  ['department_id', 'department'],
  ['program_id', 'program'],
  ['company_size_id', 'company size'],
  ['company_type_id', 'company type'],
  ['compensation_type_id', 'compensation type'],
  ['tag_id', 'opening tag'],
  ['session_group_id', 'session group'],
  ['session_id', 'session'],
  ['opening_id', 'opening'],
  ['application_id', 'application'],
  ['company_id', 'company'],
  ['student_id', 'student'],
  ['client_id', 'OAuth client'],
  ['provider_id', 'OAuth provider'],
  ['file_id', 'file'],
  ['platform_uid', 'account'],
];

const CHECK_MESSAGES: Record<string, string> = {
  applications_rank_positive: 'Value out of the allowed range: a rank must be 1 or more',
  openings_compensation_non_negative: 'Value out of the allowed range: compensation must be 0 or more',
  openings_dates_in_order: 'Value out of the allowed range: the end date must not be before the start date',
  openings_quota_positive: 'Value out of the allowed range: the quota must be 1 or more',
  rounds_dates_in_order: "Value out of the allowed range: a round's dates must be in order",
  rounds_round_positive: 'Value out of the allowed range: a round number must be 1 or more',
  sessions_application_bounds: 'Value out of the allowed range: the minimum number of applications must not exceed the maximum',
  sessions_maximum_application_positive: 'Value out of the allowed range: the maximum number of applications must be 1 or more',
  sessions_minimum_application_positive: 'Value out of the allowed range: the minimum number of applications must be 1 or more',
  sessions_minimum_unique_company_non_negative: 'Value out of the allowed range: the minimum number of companies must be 0 or more',
  sessions_opening_ratio_range: 'Value out of the allowed range: the opening ratio must be between 0 and 1',
  student_grades_gpa_presence: 'Value out of the allowed range: a grade needs its GPA',
  student_grades_gpa_range: 'Value out of the allowed range: a GPA must be between 0 and 4',
  student_grades_semester_range: 'Value out of the allowed range: the semester is not one of the allowed ones',
  students_gpax_range: 'Value out of the allowed range: GPAX must be between 0 and 4',
  students_ielts_range: 'Value out of the allowed range: the IELTS score is out of range',
  students_toefl_range: 'Value out of the allowed range: the TOEFL score is out of range',
  students_toeic_range: 'Value out of the allowed range: the TOEIC score is out of range',
};

/** The message for a violated rule: in words when the constraint is known, else the kind's generic message. */
export function constraintMessage(code: string, constraint: string | undefined, generic: string, detail?: string): string {
  // A delete or key change of a row others still point at breaks the same foreign key from the other side.
  if (code === '23503' && detail?.includes('is still referenced')) return 'Still in use: other records refer to it';
  if (!constraint) return generic;
  if (code === '23505') return UNIQUE_MESSAGES[constraint] ?? generic;
  if (code === '23514') return CHECK_MESSAGES[constraint] ?? generic;
  if (code === '23503' && constraint.endsWith('_fk')) {
    // The referring column comes first, right after the table name: the earliest match is the one.
    let best: { at: number; thing: string } | undefined;
    for (const [column, thing] of REFERENCED_THINGS) {
      const at = constraint.indexOf(`_${column}_`);
      if (at >= 0 && (!best || at < best.at)) best = { at, thing };
    }
    if (best) return `Refers to a ${best.thing} that does not exist`;
  }
  return generic;
}
