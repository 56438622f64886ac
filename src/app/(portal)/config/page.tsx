import type { Metadata } from 'next';
import { listSettingRows } from '@/server/home';
import { SettingsEditor } from '@/components/config/settings-editor';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'ตั้งค่า' };

export default async function ConfigPage() {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const settings = await listSettingRows(access.ctx);
  return (
    <>
      <PageHeader title="ตั้งค่าระบบ" description="ค่าที่ระบบและหน้าจอต่าง ๆ อ่านใช้ แก้ไขค่าได้ทันทีหรือเพิ่มค่าใหม่" />
      <SettingsEditor initialSettings={settings.map(({ key, value }) => ({ key, value }))} />
    </>
  );
}
