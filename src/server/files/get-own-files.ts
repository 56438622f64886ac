import { aliasedTable, eq } from 'drizzle-orm';
import { companies, files, students } from '@/db/schema';
import type { Context } from '@/server/context';
import type { UploadType } from './file-types';
import { companyLogoPath } from '@/lib/files';

export type OwnFile = { type: UploadType; url: string; originalName: string; sizeBytes: number; uploadedAt: string };
export type OwnFiles = Partial<Record<UploadType, OwnFile | null>>;

const picture = aliasedTable(files, 'picture');
const transcript = aliasedTable(files, 'transcript');
const portfolio = aliasedTable(files, 'portfolio');
const logo = aliasedTable(files, 'logo');
const profileDocument = aliasedTable(files, 'profile_document');

function describe(type: UploadType, url: string, file: typeof files.$inferSelect | null): OwnFile | null {
  return file ? { type, url, originalName: file.originalName, sizeBytes: file.sizeBytes, uploadedAt: file.createdAt.toISOString() } : null;
}

/** The files attached to the caller's own profile, for the upload controls: one query, names and sizes included. */
export async function getOwnFiles({ ctx }: { ctx: Context }): Promise<OwnFiles> {
  if (ctx.actor.role === 'student') {
    const [row] = await ctx.db
      .select({ profileToken: students.profileToken, picture, transcript, portfolio })
      .from(students)
      .leftJoin(picture, eq(picture.fileId, students.profilePictureFileId))
      .leftJoin(transcript, eq(transcript.fileId, students.transcriptFileId))
      .leftJoin(portfolio, eq(portfolio.fileId, students.portfolioFileId))
      .where(eq(students.studentId, ctx.actor.studentId));
    if (!row) return {};
    const token = encodeURIComponent(row.profileToken);
    return {
      STUDENT_PROFILE_PICTURE: describe('STUDENT_PROFILE_PICTURE', `/api/common/files/student/profile-picture/${token}`, row.picture),
      STUDENT_TRANSCRIPT: describe('STUDENT_TRANSCRIPT', `/api/common/files/student/transcript/${token}`, row.transcript),
      STUDENT_PORTFOLIO: describe('STUDENT_PORTFOLIO', `/api/common/files/student/portfolio/${token}`, row.portfolio),
    };
  }
  if (ctx.actor.role === 'company_user') {
    const [row] = await ctx.db
      .select({ profileToken: companies.profileToken, logo, profileDocument })
      .from(companies)
      .leftJoin(logo, eq(logo.fileId, companies.logoFileId))
      .leftJoin(profileDocument, eq(profileDocument.fileId, companies.profileDocumentFileId))
      .where(eq(companies.companyId, ctx.actor.companyId));
    if (!row) return {};
    const token = encodeURIComponent(row.profileToken);
    return {
      COMPANY_LOGO: describe('COMPANY_LOGO', companyLogoPath(row.profileToken), row.logo),
      COMPANY_PROFILE: describe('COMPANY_PROFILE', `/api/common/files/company/profile/${token}`, row.profileDocument),
    };
  }
  return {};
}
