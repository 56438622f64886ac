import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { companies, students } from '@/db/schema';

export type StudentFileKind = 'profile-picture' | 'transcript' | 'portfolio';
export type CompanyFileKind = 'logo' | 'profile';

/**
 * What made a file visible to someone who is neither its owner nor an admin: a student's or a company's
 * file, found by the profile token the 301 route was asked for. A signed link carries it, so the file is
 * checked again when the link is used: hiding the file or disabling its owner takes effect at once.
 */
export type FileShare =
  { owner: 'student'; profileToken: string; kind: StudentFileKind } | { owner: 'company'; profileToken: string; kind: CompanyFileKind };

type StudentFiles = {
  isActive: boolean;
  profilePictureFileId: number | null;
  transcriptFileId: number | null;
  portfolioFileId: number | null;
  isTranscriptVisible: boolean;
  isPersonalInfoVisible: boolean;
};

export function studentFileIdOf(student: StudentFiles, kind: StudentFileKind): number | null {
  if (kind === 'profile-picture') return student.profilePictureFileId;
  if (kind === 'transcript') return student.transcriptFileId;
  return student.portfolioFileId;
}

/** The flag that hides a file from others: the picture is personal information, the transcript has its own flag, the portfolio none. */
export function isStudentFileVisibleToOthers(student: StudentFiles, kind: StudentFileKind): boolean {
  if (kind === 'profile-picture') return student.isPersonalInfoVisible;
  if (kind === 'transcript') return student.isTranscriptVisible;
  return true;
}

const KINDS: Record<FileShare['owner'], readonly string[]> = {
  student: ['profile-picture', 'transcript', 'portfolio'],
  company: ['logo', 'profile'],
};

/** `student:transcript:<profileToken>`, the link's `share` parameter (and part of what its signature covers). */
export function encodeFileShare(share: FileShare): string {
  return `${share.owner}:${share.kind}:${share.profileToken}`;
}

export function parseFileShare(value: string): FileShare | null {
  const match = /^(student|company):([a-z-]+):(.+)$/.exec(value);
  if (!match || !KINDS[match[1] as FileShare['owner']].includes(match[2])) return null;
  return { owner: match[1], kind: match[2], profileToken: match[3] } as FileShare;
}

/** A student's files and the flags that say who may see them, by the student's profile token. */
export async function findStudentFileOwner({ db, profileToken }: { db: Database; profileToken: string }) {
  const [student] = await db
    .select({
      studentId: students.studentId,
      isActive: students.isActive,
      profilePictureFileId: students.profilePictureFileId,
      transcriptFileId: students.transcriptFileId,
      portfolioFileId: students.portfolioFileId,
      isTranscriptVisible: students.isTranscriptVisible,
      isPersonalInfoVisible: students.isPersonalInfoVisible,
    })
    .from(students)
    .where(eq(students.profileToken, profileToken))
    .limit(1);
  return student;
}

/** Whether the file is still what the share showed: attached to the same owner, the owner active, and (for a student) the file's flag on. */
export async function isFileStillShared({ db, fileId, share }: { db: Database; fileId: number; share: FileShare }): Promise<boolean> {
  if (share.owner === 'student') {
    const student = await findStudentFileOwner({ db, profileToken: share.profileToken });
    return Boolean(
      student?.isActive && studentFileIdOf(student, share.kind) === fileId && isStudentFileVisibleToOthers(student, share.kind),
    );
  }
  const [company] = await db
    .select({ isActive: companies.isActive, logoFileId: companies.logoFileId, profileDocumentFileId: companies.profileDocumentFileId })
    .from(companies)
    .where(eq(companies.profileToken, share.profileToken))
    .limit(1);
  const attached = share.kind === 'logo' ? company?.logoFileId : company?.profileDocumentFileId;
  return Boolean(company?.isActive && attached === fileId);
}
