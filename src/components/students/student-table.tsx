'use client';

import { Ban, CalendarPlus, CircleCheck, Pencil } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { STUDENT_SORT_FIELDS, type StudentList, type StudentSummary } from '@/lib/student-profile';
import { AssumeIdentityButton } from '@/components/auth/assume-identity-button';
import { Button } from '@/components/ui/button';
import { DataTable, type BulkAction, type BulkTarget, type RowAction } from '@/components/ui/data-table';
import { bulkBody, exportLink } from '@/components/ui/data-table-bulk';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import type { ReferenceOptions } from './profile-editor';
import { studentColumns } from './student-columns';
import { studentFullName } from './field-errors';
import { EnrollSessionPicker, type SessionOption } from './enroll-session-picker';
import { StudentEditDialog } from './student-edit-dialog';

export const STUDENT_TABLE_URL: TableUrlConfig = {
  defaultSort: { id: 'studentId', desc: false },
  sortKeys: STUDENT_SORT_FIELDS,
  filterKeys: ['search', 'admissionYears', 'status'],
};

type StudentTableMessages = ReturnType<typeof useTranslations<'StudentTable'>>;

async function setActive(target: BulkTarget, action: 'enable' | 'disable', t: StudentTableMessages): Promise<string> {
  const { count } = await apiCall(action === 'enable' ? 'POST /admin/students/enable' : 'POST /admin/students/disable', {
    body: bulkBody(target),
    expectedStatuses: [200],
  });
  return t(action === 'enable' ? 'enabledCount' : 'disabledCount', { count });
}

/** /student: the students of the current filter, with row selection for enabling or disabling many at once. */
export function StudentTable({
  list,
  references,
  sessions,
}: {
  list: StudentList;
  references: ReferenceOptions;
  sessions: SessionOption[];
}) {
  const t = useTranslations('StudentTable');
  const locale = useLocale();
  const columns = useMemo(() => studentColumns(t, locale), [t, locale]);
  const router = useRouter();
  const enrollSession = useRef<number | null>(sessions[0]?.sessionId ?? null);
  const [editing, setEditing] = useState<string | null>(null);
  // All or nothing on the server: a refusal changed no one, but the list may be stale (that is often why it refused).
  const bulkActions: BulkAction[] = [
    {
      label: t('enable'),
      icon: CircleCheck,
      tone: 'success',
      confirmTitle: (count) => t('enableTitle', { count }),
      confirmDescription: t('enableDescription'),
      run: (target) => setActive(target, 'enable', t).finally(() => router.refresh()),
      supportsAllMatching: true,
    },
    {
      label: t('disable'),
      icon: Ban,
      tone: 'error',
      confirmTitle: (count) => t('disableTitle', { count }),
      confirmDescription: t('disableDescription'),
      run: (target) => setActive(target, 'disable', t).finally(() => router.refresh()),
      supportsAllMatching: true,
    },
    ...(sessions.length
      ? [
          {
            label: t('enroll'),
            icon: CalendarPlus,
            confirmTitle: (count: number) => t('enrollTitle', { count }),
            confirmDescription: (
              <EnrollSessionPicker
                sessions={sessions}
                onChange={(sessionId) => {
                  enrollSession.current = sessionId;
                }}
              />
            ),
            confirmLabel: t('enrollConfirm'),
            run: async (target: BulkTarget) => {
              const sessionId = enrollSession.current;
              if (sessionId === null) throw new Error(t('chooseSession'));
              const result = await apiCall('POST /admin/sessions/{sessionId}/enrollments', {
                params: { sessionId },
                body: bulkBody(target),
                expectedStatuses: [200, 201],
              });
              const skipped = [
                result.alreadyEnrolledCount ? t('alreadyEnrolled', { count: result.alreadyEnrolledCount }) : '',
                result.inactiveCount ? t('inactive', { count: result.inactiveCount }) : '',
              ].filter(Boolean);
              return {
                title: t('enrolled', { count: result.addedCount }),
                description: skipped.length ? t('skipped', { list: skipped.join(', ') }) : undefined,
              };
            },
            supportsAllMatching: true,
          } satisfies BulkAction,
        ]
      : []),
  ];
  const rowActions: RowAction<StudentSummary>[] = [
    (student) => (
      <AssumeIdentityButton
        target={{ kind: 'student', studentId: student.studentId }}
        name={studentFullName(student, locale) || student.studentId}
        isDisabled={!student.isActive}
      />
    ),
    (student) => (
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setEditing(student.studentId)}
        aria-label={t('editLabel', { studentId: student.studentId })}
      >
        <Pencil aria-hidden="true" />
        {t('edit')}
      </Button>
    ),
  ];

  return (
    <>
      <DataTable
        id="admin-students"
        caption={t('caption')}
        columns={columns}
        data={list.items}
        meta={list.meta}
        getRowId={(student) => student.studentId}
        url={STUDENT_TABLE_URL}
        rowNoun={t('rowNoun')}
        bulkActions={bulkActions}
        rowActions={rowActions}
        exportHref={(format, query) => exportLink('/admin/students', format, query)}
        emptyFiltered={t('empty')}
      />
      <StudentEditDialog
        studentId={editing}
        references={references}
        onOpenChange={(open) => {
          if (!open) {
            setEditing(null);
            router.refresh();
          }
        }}
      />
    </>
  );
}
