import type { Metadata } from 'next';
import Link from 'next/link';
import { listSettingRows } from '@/server/home';
import { listReference } from '@/server/reference';
import { ReferenceDataEditor } from '@/components/config/reference-data-editor';
import { REFERENCE_DATA_KINDS, type ReferenceDataKind, type ReferenceEntry } from '@/components/config/reference-data-kinds';
import { SettingsEditor } from '@/components/config/settings-editor';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'ตั้งค่า' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const TABS = [
  { key: 'settings', label: 'ค่าของระบบ', href: '/config' },
  { key: 'reference', label: 'ข้อมูลอ้างอิง', href: '/config?tab=reference' },
] as const;

const ID_AND_NAME: Record<ReferenceDataKind, [string, string]> = {
  universities: ['universityId', 'universityName'],
  faculties: ['facultyId', 'facultyName'],
  departments: ['departmentId', 'departmentName'],
  programs: ['programId', 'programName'],
};

/** /config: the settings the screens read, and (?tab=reference) the academic lists students pick from. */
export default async function ConfigPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const tab = (await searchParams).tab === 'reference' ? 'reference' : 'settings';

  let content;
  if (tab === 'reference') {
    const loaded = await Promise.all(REFERENCE_DATA_KINDS.map((kind) => listReference({ ctx: access.ctx, kind })));
    const lists = Object.fromEntries(
      REFERENCE_DATA_KINDS.map((kind, index): [ReferenceDataKind, ReferenceEntry[]] => {
        const [idKey, nameKey] = ID_AND_NAME[kind];
        return [kind, loaded[index].map((item: Record<string, number | string>) => ({ id: Number(item[idKey]), name: String(item[nameKey]) }))];
      }),
    ) as Record<ReferenceDataKind, ReferenceEntry[]>;
    content = <ReferenceDataEditor lists={lists} />;
  } else {
    const settings = await listSettingRows({ ctx: access.ctx });
    content = <SettingsEditor initialSettings={settings.map(({ key, value }) => ({ key, value }))} />;
  }

  return (
    <>
      <PageHeader
        title="ตั้งค่าระบบ"
        description={
          tab === 'reference'
            ? 'รายชื่อมหาวิทยาลัย คณะ ภาควิชา และหลักสูตรที่นิสิตเลือกในโปรไฟล์ และบริษัทเห็นในโปรไฟล์นิสิต'
            : 'ค่าที่ระบบและหน้าจอต่าง ๆ อ่านใช้ แก้ไขค่าได้ทันทีหรือเพิ่มค่าใหม่'
        }
      />
      <nav aria-label="ส่วนของหน้าตั้งค่า" className="mb-5 border-b">
        <ul className="-mb-px flex gap-1">
          {TABS.map((item) => (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={item.key === tab ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                  item.key === tab ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
                )}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {content}
    </>
  );
}
