import { hashPassword } from '@/server/auth';
import type { accounts, studentBadges, studentGrades, students } from '@/db/schema';
import { createRandom } from './random';
import type { Department, Faculty, Program, ReferenceIds } from './reference-data';
import { pickPeople } from './thai-names';

export type AccountRow = typeof accounts.$inferInsert;
type StudentRow = typeof students.$inferInsert;
type GradeRow = typeof studentGrades.$inferInsert;
type BadgeRow = typeof studentBadges.$inferInsert;

export const DEMO_PASSWORDS = {
  admin: 'admin-demo-1234',
  student: 'student-demo-1234',
  company_user: 'company-demo-1234',
  external_user: 'guest-demo-1234',
} as const;

export type DemoRole = keyof typeof DEMO_PASSWORDS;
/** The password of each role's demo accounts: the published ones above, or random ones for a production seed. */
export type DemoPasswords = Record<DemoRole, string>;
export type PasswordHashes = Record<DemoRole, string>;

/** scrypt takes ~100 ms, so each distinct password is hashed once (in parallel) and the hash reused. */
export async function hashDemoPasswords(passwords: DemoPasswords = DEMO_PASSWORDS): Promise<PasswordHashes> {
  const distinct = [...new Set(Object.values(passwords))];
  const hashes = new Map(await Promise.all(distinct.map(async (password) => [password, await hashPassword(password)] as const)));
  const byRole = (role: DemoRole) => hashes.get(passwords[role]) as string;
  return {
    admin: byRole('admin'),
    student: byRole('student'),
    company_user: byRole('company_user'),
    external_user: byRole('external_user'),
  };
}

export const ADMIN_PLATFORM_UID = 'demo-admin';
export const GUEST_PLATFORM_UID = 'demo-guest';
export const DEMO_ADMIN_USERNAME = 'admin';

export const STUDENT_COUNT = 60;
/** Students 1–40 are third-years in the summer internship, 41–60 fourth-years in the co-op session. */
export const SUMMER_STUDENT_COUNT = 40;
export const SUMMER_ADMISSION_YEAR = 2567;
export const COOP_ADMISSION_YEAR = 2566;

export function studentUsername(index: number): string {
  return index === 1 ? 'student' : `student${String(index).padStart(2, '0')}`;
}

type ProgramPlacement = { program: Program; faculty: Faculty; department: Department; facultyCode: string };

const PLACEMENTS: readonly (ProgramPlacement & { weight: number })[] = [
  {
    program: 'วิศวกรรมคอมพิวเตอร์และเทคโนโลยีดิจิทัล (CEDT)',
    faculty: 'คณะวิศวกรรมศาสตร์',
    department: 'ภาควิชาวิศวกรรมคอมพิวเตอร์',
    facultyCode: '21',
    weight: 10,
  },
  { program: 'วิศวกรรมคอมพิวเตอร์ (CP)', faculty: 'คณะวิศวกรรมศาสตร์', department: 'ภาควิชาวิศวกรรมคอมพิวเตอร์', facultyCode: '21', weight: 6 },
  { program: 'วิศวกรรมไฟฟ้า (EE)', faculty: 'คณะวิศวกรรมศาสตร์', department: 'ภาควิชาวิศวกรรมไฟฟ้า', facultyCode: '21', weight: 1 },
  { program: 'วิศวกรรมอุตสาหการ (IE)', faculty: 'คณะวิศวกรรมศาสตร์', department: 'ภาควิชาวิศวกรรมอุตสาหการ', facultyCode: '21', weight: 1 },
  {
    program: 'วิทยาการคอมพิวเตอร์ (CS)',
    faculty: 'คณะวิทยาศาสตร์',
    department: 'ภาควิชาคณิตศาสตร์และวิทยาการคอมพิวเตอร์',
    facultyCode: '23',
    weight: 2,
  },
];

const INTERESTS = [
  'Web Development',
  'Machine Learning',
  'Data Science',
  'Cloud Computing',
  'Cybersecurity',
  'UX/UI Design',
  'Mobile Development',
  'DevOps',
  'Game Development',
  'IoT',
  'Robotics',
  'FinTech',
  'Open Source',
  'Competitive Programming',
  'การวิเคราะห์ข้อมูล',
  'การพัฒนาเว็บ',
  'ปัญญาประดิษฐ์',
  'การออกแบบผลิตภัณฑ์',
  'สตาร์ทอัพ',
  'ระบบฝังตัว',
  'การเงินดิจิทัล',
  'การประมวลผลภาษาธรรมชาติ',
] as const;

const ACADEMIC_BADGES: readonly (readonly [title: string, issuer: string])[] = [
  ['ทุนเรียนดี คณะวิศวกรรมศาสตร์', 'คณะวิศวกรรมศาสตร์ จุฬาลงกรณ์มหาวิทยาลัย'],
  ["Dean's List", 'คณะวิศวกรรมศาสตร์ จุฬาลงกรณ์มหาวิทยาลัย'],
  ['รางวัลชนะเลิศ การแข่งขันเขียนโปรแกรมระดับอุดมศึกษา', 'สมาคมคอมพิวเตอร์แห่งประเทศไทย'],
  ['รางวัลรองชนะเลิศอันดับ 1 FinTech Hackathon', 'สมาคมฟินเทคประเทศไทย'],
  ['AWS Certified Cloud Practitioner', 'Amazon Web Services'],
  ['Google Data Analytics Professional Certificate', 'Google'],
  ['ผู้ช่วยสอนรายวิชา Data Structures', 'ภาควิชาวิศวกรรมคอมพิวเตอร์'],
  ['ผลงานตีพิมพ์ในงานประชุมวิชาการ JCSSE', 'JCSSE'],
];

const ACTIVITY_BADGES: readonly (readonly [title: string, issuer: string])[] = [
  ['สตาฟค่ายลานเกียร์', 'สโมสรนิสิตคณะวิศวกรรมศาสตร์'],
  ['กรรมการฝ่ายวิชาการ ชมรมคอมพิวเตอร์', 'ชมรมคอมพิวเตอร์ จุฬาฯ'],
  ['อาสาสมัครค่ายอาสาพัฒนาชนบท', 'ชมรมอาสาพัฒนา'],
  ['ทีมงานจัดงาน CU Open House', 'จุฬาลงกรณ์มหาวิทยาลัย'],
  ['นักกีฬาฟุตบอลคณะ', 'สโมสรนิสิตคณะวิศวกรรมศาสตร์'],
  ['พี่เลี้ยงค่าย Comcamp', 'ภาควิชาวิศวกรรมคอมพิวเตอร์'],
  ['สมาชิกวง CU Band', 'ชมรมดนตรีสากล จุฬาฯ'],
  ['ฝ่ายประชาสัมพันธ์ งานฟุตบอลประเพณี', 'องค์การบริหารสโมสรนิสิต'],
];

export type StudentSeed = {
  index: number;
  username: string;
  account: AccountRow;
  student: StudentRow;
  grades: GradeRow[];
  badges: BadgeRow[];
  /** 1 = the summer session, 2 = the co-op session, null = not enrolled. */
  session: 1 | 2 | null;
  enrollmentStatus: 'RANKING_PENDING' | 'PROFILE_EDIT_PENDING';
};

/** Students still asked to complete their profile; everyone else may rank. */
const PROFILE_EDIT_PENDING = new Set([7, 19, 33, 52]);

const DAY = 24 * 60 * 60 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The 60 demo students and the 61st, `newstudent`, who is in no session. */
export function buildStudents(refs: ReferenceIds, hashes: PasswordHashes, now: Date): StudentSeed[] {
  const random = createRandom('students');
  const names = pickPeople(createRandom('student-names'), STUDENT_COUNT + 1);
  const weighted = PLACEMENTS.flatMap((placement) => Array.from({ length: placement.weight }, () => placement));
  // Running numbers of the two cohorts: 67 3 00001 21 is the demo student.
  const sequence = { [SUMMER_ADMISSION_YEAR]: 0, [COOP_ADMISSION_YEAR]: 20 };

  const seeds: StudentSeed[] = [];
  for (let index = 1; index <= STUDENT_COUNT + 1; index++) {
    const isNewStudent = index === STUDENT_COUNT + 1;
    const isDemo = index === 1;
    const name = names[index - 1];
    const admissionYear = index <= SUMMER_STUDENT_COUNT || isNewStudent ? SUMMER_ADMISSION_YEAR : COOP_ADMISSION_YEAR;
    const placement = isDemo ? PLACEMENTS[0] : random.pick(weighted);
    sequence[admissionYear] += isDemo ? 1 : random.int(1, 9);
    const studentId = `${String(admissionYear).slice(2)}3${String(sequence[admissionYear]).padStart(5, '0')}${placement.facultyCode}`;
    const username = isNewStudent ? 'newstudent' : studentUsername(index);
    const platformUid = `demo-${username}`;

    // Grades: each completed semester near a personal level; gpax is their mean.
    const semesters = admissionYear === SUMMER_ADMISSION_YEAR ? 4 : 5;
    const level = isDemo ? 3.45 : 2.6 + random.next() * 1.25;
    const grades: GradeRow[] = [];
    for (let term = 0; term < semesters; term++) {
      const gpa = clamp(level + (random.next() - 0.5) * 0.6, 2.0, 4.0);
      grades.push({ studentId, year: Math.floor(term / 2) + 1, semester: (term % 2) + 1, noGpa: false, gpa: gpa.toFixed(2) });
    }
    const mean = grades.reduce((sum, grade) => sum + Number(grade.gpa), 0) / grades.length;
    const gpax = clamp(mean, 2.5, 3.95).toFixed(2);

    // English scores: about half have one, a few two.
    let toefl: number | null = null;
    let ielts: string | null = null;
    let toeic: number | null = null;
    const scoreCount = isDemo ? 1 : random.chance(0.5) ? (random.chance(0.2) ? 2 : 1) : 0;
    for (const kind of random.sample(['toefl', 'ielts', 'toeic'] as const, scoreCount)) {
      if (kind === 'toefl') toefl = random.int(72, 112);
      if (kind === 'ielts') ielts = (random.int(11, 16) / 2).toFixed(1);
      if (kind === 'toeic') toeic = random.int(120, 190) * 5;
    }
    if (isDemo) ielts = '7.0';

    const badgeFor = (kind: 'ACADEMIC' | 'ACTIVITY', [title, issuer]: readonly [string, string]): BadgeRow => ({
      studentId,
      kind,
      title,
      issuer,
      issuedOn: isoDate(new Date(now.getTime() - random.int(30, 700) * DAY)),
    });
    const academicCount = isDemo ? 2 : random.int(0, 2);
    const activityCount = isDemo ? 2 : random.int(0, 2);
    const badges = [
      ...random.sample(ACADEMIC_BADGES, academicCount).map((badge) => badgeFor('ACADEMIC', badge)),
      ...random.sample(ACTIVITY_BADGES, activityCount).map((badge) => badgeFor('ACTIVITY', badge)),
    ];

    const handle = `${name.firstNameEn}.${name.lastNameEn.slice(0, 1)}`.toLowerCase();
    const hasGithub = isDemo || random.chance(0.6);
    const student: StudentRow = {
      studentId,
      platformUid,
      titleTh: name.titleTh,
      firstNameTh: name.firstNameTh,
      lastNameTh: name.lastNameTh,
      titleEn: name.titleEn,
      firstNameEn: name.firstNameEn,
      lastNameEn: name.lastNameEn,
      admissionYear,
      profileToken: random.token(),
      programId: refs.program[placement.program],
      facultyId: refs.faculty[placement.faculty],
      departmentId: refs.department[placement.department],
      universityId: refs.university['จุฬาลงกรณ์มหาวิทยาลัย'],
      email: `${studentId}@student.chula.ac.th`,
      phone: `0${random.pick(['6', '8', '9'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      lineId: `${handle}${random.int(1, 99)}`,
      gpax,
      toefl,
      ielts,
      toeic,
      interests: random.sample(INTERESTS, random.int(2, 5)),
      portfolioUrl: hasGithub ? `https://github.com/${name.firstNameEn.toLowerCase()}-${name.lastNameEn.toLowerCase()}` : null,
      projectExternalLink: hasGithub && random.chance(0.5) ? `https://${name.firstNameEn.toLowerCase()}.dev` : null,
    };

    seeds.push({
      index,
      username,
      account: {
        platformUid,
        username,
        email: student.email,
        displayName: `${name.firstNameTh} ${name.lastNameTh}`,
        passwordHash: hashes.student,
      },
      student,
      grades,
      badges,
      session: isNewStudent ? null : index <= SUMMER_STUDENT_COUNT ? 1 : 2,
      enrollmentStatus: PROFILE_EDIT_PENDING.has(index) ? 'PROFILE_EDIT_PENDING' : 'RANKING_PENDING',
    });
  }
  return seeds;
}

export function buildStaffAccounts(hashes: PasswordHashes): { admin: AccountRow; guest: AccountRow } {
  return {
    admin: {
      platformUid: ADMIN_PLATFORM_UID,
      username: DEMO_ADMIN_USERNAME,
      email: 'intern@cp.eng.chula.ac.th',
      displayName: 'ผู้ดูแลระบบฝึกงาน',
      passwordHash: hashes.admin,
    },
    guest: {
      platformUid: GUEST_PLATFORM_UID,
      username: 'guest',
      email: 'guest@example.com',
      displayName: 'ผู้เยี่ยมชม',
      passwordHash: hashes.external_user,
    },
  };
}
