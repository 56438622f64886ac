'use client';

import Link from 'next/link';
import type { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import type { StudentSummary } from '@/lib/student-profile';
import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/ui/data-table';
import { studentFullName } from './field-errors';

type StudentTableMessages = ReturnType<typeof useTranslations<'StudentTable'>>;

/** The /student table's columns; the sortable ones are named by the server's sort keys (STUDENT_SORT_FIELDS). */
export const studentColumns = (t: StudentTableMessages, locale: Locale): DataTableColumn<StudentSummary>[] => [
  {
    id: 'studentId',
    header: t('studentId'),
    enableSorting: true,
    meta: { label: t('studentId'), hideable: false, className: 'font-mono text-sm whitespace-nowrap' },
    cell: ({ row }) => row.original.studentId,
  },
  {
    id: 'name',
    header: t('name'),
    enableSorting: true,
    meta: { label: t('name'), className: 'min-w-48' },
    cell: ({ row }) => {
      const student = row.original;
      const name = studentFullName(student, locale);
      // The name in the other language, under the reader's.
      const other = studentFullName(
        locale === 'en'
          ? { firstNameTh: student.firstNameTh, lastNameTh: student.lastNameTh }
          : { firstNameTh: null, lastNameTh: null, firstNameEn: student.firstNameEn, lastNameEn: student.lastNameEn },
      );
      return (
        <>
          <Link
            href={`/student/profile/${encodeURIComponent(student.profileToken)}`}
            className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {name || <span className="text-gray-600 italic">{t('notSignedIn')}</span>}
          </Link>
          {other && other !== name ? <p className="text-xs text-gray-600">{other}</p> : null}
        </>
      );
    },
  },
  {
    id: 'admissionYear',
    header: t('admissionYear'),
    enableSorting: true,
    meta: { label: t('admissionYear'), className: 'tabular-nums' },
    cell: ({ row }) => row.original.admissionYear,
  },
  {
    id: 'program',
    header: t('program'),
    meta: { label: t('program'), className: 'min-w-44 text-sm' },
    cell: ({ row }) => (
      <>
        <p>{row.original.program?.programName ?? '–'}</p>
        {row.original.department ? <p className="text-xs text-gray-600">{row.original.department.departmentName}</p> : null}
      </>
    ),
  },
  {
    id: 'isActive',
    header: t('status'),
    meta: { label: t('status') },
    cell: ({ row }) =>
      row.original.isActive ? (
        <Badge tone="success" dot>
          {t('active')}
        </Badge>
      ) : (
        <Badge tone="error" dot>
          {t('disabled')}
        </Badge>
      ),
  },
];
