import type { InterviewStudent } from '@/lib/interviews';

/** A student's Thai name, or their student id while the profile has no name yet. */
export function studentName(student: InterviewStudent): string {
  const name = [student.firstNameTh, student.lastNameTh].filter(Boolean).join(' ').trim();
  return name || student.studentId;
}
