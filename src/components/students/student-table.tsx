'use client';

import { Ban, CalendarPlus, CircleCheck, Pencil } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
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

async function setActive(target: BulkTarget, action: 'enable' | 'disable'): Promise<string> {
  const { count } = await apiCall(action === 'enable' ? 'POST /admin/students/enable' : 'POST /admin/students/disable', {
    body: bulkBody(target),
    expectedStatuses: [200],
  });
  return `${action === 'enable' ? 'เปิดการใช้งาน' : 'ปิดการใช้งาน'}นิสิต ${count.toLocaleString('th-TH')} คนแล้ว`;
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
  const router = useRouter();
  const enrollSession = useRef<number | null>(sessions[0]?.sessionId ?? null);
  const [editing, setEditing] = useState<string | null>(null);
  // All or nothing on the server: a refusal changed no one, but the list may be stale (that is often why it refused).
  const bulkActions: BulkAction[] = [
    {
      label: 'เปิดการใช้งาน',
      icon: CircleCheck,
      tone: 'success',
      confirmTitle: (count) => `เปิดการใช้งานนิสิต ${count} คน?`,
      confirmDescription: 'นิสิตที่เลือกจะเข้าสู่ระบบและใช้งานได้ตามปกติ',
      run: (target) => setActive(target, 'enable').finally(() => router.refresh()),
      supportsAllMatching: true,
    },
    {
      label: 'ปิดการใช้งาน',
      icon: Ban,
      tone: 'error',
      confirmTitle: (count) => `ปิดการใช้งานนิสิต ${count} คน?`,
      confirmDescription: 'นิสิตที่ถูกปิดการใช้งานจะถูกออกจากระบบทันทีและเข้าสู่ระบบไม่ได้จนกว่าจะเปิดอีกครั้ง',
      run: (target) => setActive(target, 'disable').finally(() => router.refresh()),
      supportsAllMatching: true,
    },
    ...(sessions.length
      ? [
          {
            label: 'ลงทะเบียนเข้ารอบ',
            icon: CalendarPlus,
            confirmTitle: (count: number) => `ลงทะเบียนนิสิต ${count} คนเข้ารอบการฝึกงาน?`,
            confirmDescription: (
              <EnrollSessionPicker
                sessions={sessions}
                onChange={(sessionId) => {
                  enrollSession.current = sessionId;
                }}
              />
            ),
            confirmLabel: 'ลงทะเบียน',
            run: async (target: BulkTarget) => {
              const sessionId = enrollSession.current;
              if (sessionId === null) throw new Error('เลือกรอบการฝึกงานก่อน');
              const result = await apiCall('POST /admin/sessions/{sessionId}/enrollments', {
                params: { sessionId },
                body: bulkBody(target),
                expectedStatuses: [200, 201],
              });
              const skipped = [
                result.alreadyEnrolledCount ? `ลงทะเบียนอยู่แล้ว ${result.alreadyEnrolledCount.toLocaleString('th-TH')} คน` : '',
                result.inactiveCount ? `ปิดการใช้งาน ${result.inactiveCount.toLocaleString('th-TH')} คน` : '',
              ].filter(Boolean);
              return {
                title: `ลงทะเบียนนิสิต ${result.addedCount.toLocaleString('th-TH')} คนแล้ว`,
                description: skipped.length ? `ข้าม: ${skipped.join(', ')}` : undefined,
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
        name={studentFullName(student) || student.studentId}
        isDisabled={!student.isActive}
      />
    ),
    (student) => (
      <Button size="sm" variant="ghost" onClick={() => setEditing(student.studentId)} aria-label={`แก้ไขข้อมูล ${student.studentId}`}>
        <Pencil aria-hidden="true" />
        แก้ไข
      </Button>
    ),
  ];

  return (
    <>
      <DataTable
        id="admin-students"
        caption="รายชื่อนิสิต"
        columns={studentColumns}
        data={list.items}
        meta={list.meta}
        getRowId={(student) => student.studentId}
        url={STUDENT_TABLE_URL}
        rowNoun="คน"
        bulkActions={bulkActions}
        rowActions={rowActions}
        exportHref={(format, query) => exportLink('/admin/students', format, query)}
        emptyFiltered="ไม่พบนิสิตตามเงื่อนไขนี้ ลองเปลี่ยนคำค้นหรือตัวกรอง หรือนำเข้ารายชื่อจากไฟล์ CSV"
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
