import type { PublicStudentProfile, StudentProfile } from '@/lib/student-profile';

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
