import type { Metadata } from 'next';
import { z } from 'zod';
import { listSettingRows } from '@/server/home';
import { listReferenceEntries } from '@/server/reference';
import { parseSearchParams } from '@/server/validation';
import { ReferenceDataEditor } from '@/components/config/reference-data-editor';
import { REFERENCE_DATA_KINDS, type ReferenceDataKind, type ReferenceEntry } from '@/components/config/reference-data-kinds';
import { SettingsEditor } from '@/components/config/settings-editor';
import { PageHeader } from '@/components/ui/page-header';
import { PageTabs } from '@/components/ui/page-tabs';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'ตั้งค่า' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const TABS = [
  { key: 'settings', label: 'ค่าของระบบ', href: '/config' },
  { key: 'reference', label: 'ข้อมูลอ้างอิง', href: '/config?tab=reference' },
] as const;

const configQuery = z.object({ tab: z.enum(['settings', 'reference']).default('settings') });

/** /config: the settings the screens read, and (?tab=reference) the academic lists students pick from. */
export default async function ConfigPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const { tab } = parseSearchParams(configQuery, await searchParams);

  let content;
  if (tab === 'reference') {
    const loaded = await Promise.all(REFERENCE_DATA_KINDS.map((kind) => listReferenceEntries({ ctx: access.ctx, kind })));
    const lists = Object.fromEntries(REFERENCE_DATA_KINDS.map((kind, index) => [kind, loaded[index]])) as Record<
      ReferenceDataKind,
      ReferenceEntry[]
    >;
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
      <PageTabs tabs={TABS} current={tab} label="ส่วนของหน้าตั้งค่า" />
      {content}
    </>
  );
}
