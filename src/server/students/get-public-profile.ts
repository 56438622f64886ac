import { eq } from 'drizzle-orm';
import { students } from '@/db/schema';
import type { PublicStudentProfile, StudentProfile } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { loadStudentProfile } from './student-views';

/**
 * Blanks every group of fields whose visibility flag the student turned off (see docs/students.md).
 * The picture link follows the file route's rule (docs/files.md): it is personal information, so others
 * get null when it is hidden rather than a link that answers 404; the student themself (`isOwner`) keeps it,
 * as the file route serves them their own picture.
 */
export function applyVisibility(profile: StudentProfile, { isOwner = false }: { isOwner?: boolean } = {}): PublicStudentProfile {
  return {
    ...profile,
    gpa: profile.isGradeVisible ? profile.gpa : null,
    gpax: profile.isGradeVisible ? profile.gpax : null,
    transcriptUrl: profile.isTranscriptVisible ? profile.transcriptUrl : null,
    activityBadges: profile.isActivityBadgeVisible ? profile.activityBadges : null,
    academicBadges: profile.isAcademicBadgeVisible ? profile.academicBadges : null,
    toefl: profile.isGeneralScoreVisible ? profile.toefl : null,
    ielts: profile.isGeneralScoreVisible ? profile.ielts : null,
    toeic: profile.isGeneralScoreVisible ? profile.toeic : null,
    interests: profile.isInterestingTagVisible ? profile.interests : null,
    email: profile.isPersonalInfoVisible ? profile.email : null,
    phone: profile.isPersonalInfoVisible ? profile.phone : null,
    lineId: profile.isPersonalInfoVisible ? profile.lineId : null,
    profilePictureUrl: profile.isPersonalInfoVisible || isOwner ? profile.profilePictureUrl : null,
  };
}

/**
 * GET /api/common/students/{token}. Admins see the whole profile; company users and the student
 * themself see what the visibility flags allow. Another student's token, or a disabled student's for
 * anyone but an admin, answers 404 as an unknown token would, so tokens cannot be probed.
 */
export async function getPublicProfile({ db, actor }: Pick<Context, 'db' | 'actor'>, profileToken: string): Promise<PublicStudentProfile> {
  const profile = await loadStudentProfile(db, eq(students.profileToken, profileToken));
  if (!profile) throw new NotFoundError('Student not found');
  if (actor.role === 'admin') return profile;
  if (actor.role === 'student' && actor.studentId !== profile.studentId) throw new NotFoundError('Student not found');
  if (!profile.isActive) throw new NotFoundError('Student not found');
  return applyVisibility(profile, { isOwner: actor.role === 'student' });
}
