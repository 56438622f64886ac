'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { errorMessage } from '@/lib/api-client';
import type { StudentProfile } from '@/lib/student-profile';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { studentFullName } from './field-errors';
import { ProfileEditor, type ReferenceOptions } from './profile-editor';

type LoadState = { studentId: string; profile: StudentProfile | null; error: string | null };

/** The admin's edit of one student (GET then PATCH /api/admin/students/{id}), grades included. */
export function StudentEditDialog({
  studentId,
  references,
  onOpenChange,
}: {
  studentId: string | null;
  references: ReferenceOptions;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('StudentEditDialog');
  const locale = useLocale();
  const [state, setState] = useState<LoadState | null>(null);
  const current = state && state.studentId === studentId ? state : null;

  useEffect(() => {
    if (!studentId) return;
    const controller = new AbortController();
    apiCall('GET /admin/students/{studentId}', { params: { studentId }, signal: controller.signal })
      .then((profile) => setState({ studentId, profile, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ studentId, profile: null, error: errorMessage(error) });
      });
    return () => controller.abort();
  }, [studentId]);

  return (
    <Dialog open={studentId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-4xl overflow-y-auto bg-gray-50">
        <DialogTitle>{t('title', { studentId: studentId ?? '' })}</DialogTitle>
        <DialogDescription>
          {current?.profile ? studentFullName(current.profile, locale) || t('noName') : t('description')}
        </DialogDescription>
        {current?.profile ? (
          <ProfileEditor key={current.profile.studentId} profile={current.profile} mode="admin" references={references} />
        ) : current?.error ? (
          <p role="alert" className="rounded-xl border border-error-200 bg-error-50 px-4 py-3 text-sm text-error-800">
            {t('loadFailed', { error: current.error })}
          </p>
        ) : (
          <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-gray-700">
            <Spinner className="size-5" />
            {t('loading')}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
