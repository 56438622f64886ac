'use client';

import { Pencil, Power, PowerOff } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch, errorMessage } from '@/lib/api-client';
import type { List } from '@/lib/list';
import { STUDENT_SORT_FIELDS, type StudentSummary } from '@/lib/student-profile';
import { AssumeIdentityButton } from '@/components/auth/assume-identity-button';
import { Button } from '@/components/ui/button';
import { DataTable, type BulkAction, type BulkTarget, type RowAction } from '@/components/ui/data-table';
import type { TableUrlConfig } from '@/components/ui/data-table-state';
import type { ReferenceOptions } from './profile-editor';
import { studentColumns } from './student-columns';
import { studentFullName } from './field-errors';
import { StudentEditDialog } from './student-edit-dialog';

export const STUDENT_TABLE_URL: TableUrlConfig = {
  defaultSort: { id: 'studentId', desc: false },
  sortKeys: STUDENT_SORT_FIELDS,
  filterKeys: ['search', 'admissionYears', 'status'],
};

/** One request per student until the bulk endpoint lands (issue 17 item 2): the toast says how many failed. */
async function setActiveEach(target: BulkTarget, action: 'enable' | 'disable') {
  if (!('ids' in target)) throw new Error('ยังเลือกทุกรายการที่ตรงกับตัวกรองไม่ได้สำหรับการดำเนินการนี้');
  const results = await Promise.allSettled(target.ids.map((studentId) => apiFetch(`/admin/students/${encodeURIComponent(studentId)}/${action}`, { method: 'POST' })));
  const failed = results.flatMap((result, index) => (result.status === 'rejected' ? [`${target.ids[index]}: ${errorMessage(result.reason)}`] : []));
  const verb = action === 'enable' ? 'เปิดการใช้งาน' : 'ปิดการใช้งาน';
  if (failed.length) throw new Error(`${verb}ไม่สำเร็จ ${failed.length} คน: ${failed.slice(0, 3).join(', ')}`);
  return `${verb}นิสิต ${target.ids.length.toLocaleString('th-TH')} คนแล้ว`;
}

/** /student: the students of the current filter, with row selection for enabling or disabling many at once. */
export function StudentTable({ list, references }: { list: List<StudentSummary>; references: ReferenceOptions }) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  // A partial failure still changed some students: the table refreshes either way.
  const bulkActions: BulkAction[] = [
    {
      label: 'เปิดการใช้งาน',
      icon: Power,
      confirmTitle: (count) => `เปิดการใช้งานนิสิต ${count} คน?`,
      confirmDescription: 'นิสิตที่เลือกจะเข้าสู่ระบบและใช้งานได้ตามปกติ',
      run: (target) => setActiveEach(target, 'enable').finally(() => router.refresh()),
    },
    {
      label: 'ปิดการใช้งาน',
      icon: PowerOff,
      tone: 'error',
      confirmTitle: (count) => `ปิดการใช้งานนิสิต ${count} คน?`,
      confirmDescription: 'นิสิตที่ถูกปิดการใช้งานจะถูกออกจากระบบทันทีและเข้าสู่ระบบไม่ได้จนกว่าจะเปิดอีกครั้ง',
      run: (target) => setActiveEach(target, 'disable').finally(() => router.refresh()),
    },
  ];
  const rowActions: RowAction<StudentSummary>[] = [
    (student) => <AssumeIdentityButton target={{ kind: 'student', studentId: student.studentId }} name={studentFullName(student) || student.studentId} isDisabled={!student.isActive} />,
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
