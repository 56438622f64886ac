'use client';

import Link from 'next/link';
import type { StudentSummary } from '@/lib/student-profile';
import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/ui/data-table';
import { studentFullName } from './field-errors';

/** The /student table's columns; the sortable ones are named by the server's sort keys (STUDENT_SORT_FIELDS). */
export const studentColumns: DataTableColumn<StudentSummary>[] = [
  {
    id: 'studentId',
    header: 'รหัสนิสิต',
    enableSorting: true,
    meta: { label: 'รหัสนิสิต', hideable: false, className: 'font-mono text-sm whitespace-nowrap' },
    cell: ({ row }) => row.original.studentId,
  },
  {
    id: 'name',
    header: 'ชื่อ–นามสกุล',
    enableSorting: true,
    meta: { label: 'ชื่อ–นามสกุล', className: 'min-w-48' },
    cell: ({ row }) => {
      const student = row.original;
      const name = studentFullName(student);
      const english = [student.firstNameEn, student.lastNameEn].filter(Boolean).join(' ');
      return (
        <>
          <Link
            href={`/student/profile/${encodeURIComponent(student.profileToken)}`}
            className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {name || <span className="text-gray-600 italic">ยังไม่ได้เข้าสู่ระบบ</span>}
          </Link>
          {english && english !== name ? <p className="text-xs text-gray-600">{english}</p> : null}
        </>
      );
    },
  },
  {
    id: 'admissionYear',
    header: 'ปีที่เข้า',
    enableSorting: true,
    meta: { label: 'ปีที่เข้า', className: 'tabular-nums' },
    cell: ({ row }) => row.original.admissionYear,
  },
  {
    id: 'program',
    header: 'หลักสูตร / ภาควิชา',
    meta: { label: 'หลักสูตร / ภาควิชา', className: 'min-w-44 text-sm' },
    cell: ({ row }) => (
      <>
        <p>{row.original.program?.programName ?? '–'}</p>
        {row.original.department ? <p className="text-xs text-gray-600">{row.original.department.departmentName}</p> : null}
      </>
    ),
  },
  {
    id: 'isActive',
    header: 'สถานะ',
    meta: { label: 'สถานะ' },
    cell: ({ row }) =>
      row.original.isActive ? (
        <Badge tone="success" dot>
          ใช้งาน
        </Badge>
      ) : (
        <Badge tone="error" dot>
          ปิดการใช้งาน
        </Badge>
      ),
  },
];
