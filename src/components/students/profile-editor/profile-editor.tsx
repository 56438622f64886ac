'use client';

import { CircleAlert, Save } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import { Button } from '@/components/ui/button';
import { useFieldText } from '../field-errors';
import { GradeEditor } from '../grade-editor';
import { BadgesSection } from './badges-section';
import { ContactSection } from './contact-section';
import { InterestsSection } from './interests-section';
import { PersonalSection } from './personal-section';
import { ProfileSection } from './profile-section';
import type { EditedProfile, ReferenceOptions } from './profile-values';
import { ScoresSection } from './scores-section';
import { useProfileForm } from './use-profile-form';
import { VisibilitySection } from './visibility-section';

export type ProfileEditorProps = {
  profile: EditedProfile;
  /** 'student' edits /api/student/me; 'admin' edits /api/admin/students/{id} and may change the year and references. */
  mode: 'student' | 'admin';
  references?: ReferenceOptions;
};

/** Every editable part of a student's profile, with the server's field errors shown under each input. */
export function ProfileEditor({ profile: initialProfile, mode, references }: ProfileEditorProps) {
  const t = useTranslations('ProfileEditor');
  const { label } = useFieldText();
  const isAdmin = mode === 'admin';
  const { form, profile, setProfile, save, isSaving } = useProfileForm({ initialProfile, isAdmin });
  const missing = profile.missingFields ?? [];

  return (
    <div className="grid gap-6">
      {mode === 'student' && missing.length ? (
        <div role="status" className="flex gap-3 rounded-xl border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            {t('missingIntro')} <strong>{missing.map((field) => label(field)).join(', ')}</strong>
          </p>
        </div>
      ) : null}

      <form noValidate onSubmit={save} aria-label={t('formLabel')} className="grid gap-6">
        <PersonalSection form={form} profile={profile} references={isAdmin ? references : undefined} />
        <ContactSection form={form} pendingEmail={isAdmin ? null : profile.pendingEmail} onResent={setProfile} />
        <ScoresSection form={form} />
        <InterestsSection form={form} />
        <VisibilitySection form={form} />

        <div className="sticky bottom-0 z-10 -mx-1 flex justify-end border-t bg-white/95 px-1 py-3 backdrop-blur">
          <Button type="submit" size="lg" isLoading={isSaving}>
            <Save aria-hidden="true" />
            {t('save')}
          </Button>
        </div>
      </form>

      <ProfileSection title={t('gradesTitle')} description={t('gradesDescription')}>
        <GradeEditor
          initialGrades={profile.gpa}
          save={(grade) =>
            isAdmin
              ? apiCall('PUT /admin/students/{studentId}/grade', { params: { studentId: profile.studentId }, body: grade })
              : apiCall('PUT /student/me/grade', { body: grade })
          }
          defaultYear={profile.admissionYear}
        />
      </ProfileSection>

      <BadgesSection profile={profile} />
    </div>
  );
}
