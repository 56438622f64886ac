import type { Metadata } from 'next';
import { paginationQuery } from '@/server/http';
import { listSessionGroups } from '@/server/session-groups';
import { CreateSessionGroupDialog } from '@/components/session-groups/create-session-group-dialog';
import { SessionGroupTable } from '@/components/session-groups/session-group-table';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'กลุ่มรอบ' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SessionGroupsPage({ searchParams }: { searchParams: SearchParams }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const parsed = paginationQuery.safeParse(await searchParams);
  const list = await listSessionGroups({ ctx: access.ctx, pagination: parsed.success ? parsed.data : { page: 1, limit: 20 } });
  return (
    <>
      <PageHeader
        title="กลุ่มรอบ"
        description="สร้างกลุ่มรอบ กำหนดวันสำคัญของแต่ละรอบ และปิดรอบเพื่อเริ่มรอบถัดไป"
        actions={<CreateSessionGroupDialog />}
      />
      <SessionGroupTable list={list} />
    </>
  );
}
