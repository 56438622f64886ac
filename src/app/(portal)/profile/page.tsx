import type { Metadata } from 'next';
import { authorize } from '@/app/(portal)/guards';
import { CompanyProfile } from './company-profile';
import { StudentProfile } from './student-profile';

export const metadata: Metadata = { title: 'โปรไฟล์' };

/** The student's own profile for students, the company's profile for company users (SPEC §2). */
export default async function ProfilePage() {
  const access = await authorize(['student', 'company_user']);
  if (!access.allowed) return access.forbidden;
  if (access.role === 'student') return <StudentProfile ctx={access.ctx} />;
  return <CompanyProfile ctx={access.ctx} />;
}
