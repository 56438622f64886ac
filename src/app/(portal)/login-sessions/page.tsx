import type { Metadata } from 'next';
import { authorize } from '@/app/(portal)/guards';
import { PageHeader } from '@/components/ui/page-header';
import { listOwnLoginSessions } from '@/server/auth';
import { SIGNED_IN } from '@/server/http';
import { LoginSessionsList } from './login-sessions-list';

export const metadata: Metadata = { title: 'การเข้าสู่ระบบของฉัน' };

/** The signed-in person's live logins (devices), each of which can be ended (ASVS 3.3.4). */
export default async function LoginSessionsPage() {
  const access = await authorize(SIGNED_IN);
  if (!access.allowed) return access.forbidden;
  // One page of the API's largest size: a person holds a handful of logins, each expiring by itself.
  const list = await listOwnLoginSessions({ ctx: access.ctx, pagination: { page: 1, limit: 100 } });
  return (
    <>
      <PageHeader
        title="การเข้าสู่ระบบของฉัน"
        description="อุปกรณ์และเบราว์เซอร์ที่ยังเข้าสู่ระบบด้วยบัญชีของคุณอยู่ หากพบรายการที่ไม่รู้จัก ให้ออกจากระบบรายการนั้น (เวลาประเทศไทย)"
      />
      <LoginSessionsList items={list.items} totalItem={list.meta.totalItem} />
    </>
  );
}
