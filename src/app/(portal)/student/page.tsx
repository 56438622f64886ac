import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { uploadSpecOf } from '@/server/files';
import { listReference } from '@/server/reference';
import { listSessions } from '@/server/sessions';
import { listAdmissionYears, listStudents, studentListQuery } from '@/server/students';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { ReferenceOptions } from '@/components/students/profile-editor';
import { StudentFilters } from '@/components/students/student-filters';
import { StudentImportDialog } from '@/components/students/student-import-dialog';
import { StudentTable } from '@/components/students/student-table';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('StudentsPage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /student: the admin's student table; search, filters, sort and page live in the URL like the API's query. */
export default async function StudentsPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  // A hand-edited URL with a bad value falls back to the defaults rather than failing the page.
  const parsed = studentListQuery.safeParse(await searchParams);
  const { page, limit, ...filter } = parsed.success ? parsed.data : studentListQuery.parse({});
  const [t, list, admissionYears, programs, faculties, departments, universities, sessions] = await Promise.all([
    getTranslations('StudentsPage'),
    listStudents({ ctx: access.ctx, filter, pagination: { page, limit } }),
    listAdmissionYears({ ctx: access.ctx }),
    listReference({ ctx: access.ctx, kind: 'programs' }),
    listReference({ ctx: access.ctx, kind: 'faculties' }),
    listReference({ ctx: access.ctx, kind: 'departments' }),
    listReference({ ctx: access.ctx, kind: 'universities' }),
    listSessions({ ctx: access.ctx }),
  ]);
  const options = (items: Record<string, number | string>[], idKey: string, nameKey: string) =>
    items.map((item) => ({ id: Number(item[idKey]), name: String(item[nameKey]) }));
  const references: ReferenceOptions = {
    programs: options(programs, 'programId', 'programName'),
    faculties: options(faculties, 'facultyId', 'facultyName'),
    departments: options(departments, 'departmentId', 'departmentName'),
    universities: options(universities, 'universityId', 'universityName'),
  };
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <ClientMessages namespaces={['StudentImportDialog', 'ImportFiles', 'UploadErrors']}>
            <StudentImportDialog references={references} uploadSpec={uploadSpecOf('STUDENT_ID_LIST_CSV')} />
          </ClientMessages>
        }
      />
      <ClientMessages
        namespaces={[
          'StudentFilters',
          'StudentTable',
          'EnrollSessionPicker',
          'StudentEditDialog',
          'ProfileEditor',
          'StudentFields',
          'GradeEditor',
          'BadgeItems',
          'PendingEmailNotice',
        ]}
      >
        <StudentFilters admissionYears={admissionYears} />
        <StudentTable
          list={list}
          references={references}
          sessions={sessions.map(({ sessionId, title, sessionGroupTitle }) => ({ sessionId, title, sessionGroupTitle }))}
        />
      </ClientMessages>
    </>
  );
}
