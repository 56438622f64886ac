import type { Metadata } from 'next';
import { formatDateTime } from '@/lib/dates';
import type { CompensationTypeView, OpeningTagView } from '@/lib/openings';
import { canDeleteOpening, canEditOpening, canTransition, getAdminOpening } from '@/server/openings';
import { listOpeningTags, listReference } from '@/server/reference';
import { AdminOpeningActions } from '@/components/openings/admin-opening-actions';
import { AdminOpeningEditor } from '@/components/openings/admin-opening-editor';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId, orNotFound } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'แก้ไขตำแหน่งงาน' };

/** The admin's correction of any opening, with the same form companies use and the lifecycle actions. */
export default async function AdminOpeningEditPage({ params }: { params: Promise<{ openingId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const openingId = parseId((await params).openingId);
  const opening = await getAdminOpening(access.ctx, openingId).catch(orNotFound);
  const [compensationTypes, tagOptions] = await Promise.all([
    listReference(access.ctx, 'compensation-types') as Promise<CompensationTypeView[]>,
    listOpeningTags(access.ctx) as Promise<OpeningTagView[]>,
  ]);
  const isEditable = canEditOpening(opening.status, 'admin');

  return (
    <>
      <BackLink href="/opening">ตำแหน่งงานทั้งหมด</BackLink>
      <PageHeader
        eyebrow={`ตำแหน่งงาน #${opening.openingId} · ${opening.company.companyNameTh}`}
        title={`แก้ไข ${opening.title}`}
        description="ชื่อตำแหน่ง จำนวนที่รับ ชื่อสำนักงาน และที่อยู่เป็นข้อมูลที่ต้องกรอก"
        actions={
          <AdminOpeningActions
            openingId={opening.openingId}
            title={opening.title}
            onDeletedHref="/opening"
            allowed={{
              canPublish: canTransition(opening.status, 'publish', 'admin'),
              canUnpublish: canTransition(opening.status, 'unpublish', 'admin'),
              canWithdraw: canTransition(opening.status, 'withdraw', 'admin'),
              canDelete: canDeleteOpening(opening.status, 'admin'),
              canEdit: false,
            }}
          />
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <OpeningStatusBadge status={opening.status} size="md" />
        {opening.isRankingSubmitted ? <Badge tone="success">บริษัทส่งอันดับแล้ว</Badge> : null}
        {opening.isResultAnnouced ? <Badge tone="info">ประกาศผลแล้ว</Badge> : null}
        {opening.publishedAt ? <span>เผยแพร่เมื่อ {formatDateTime(opening.publishedAt)}</span> : <span>ยังไม่เผยแพร่</span>}
        <span>· บันทึกเป็นรายการโปรด {opening.bookmarkCount.toLocaleString('th-TH')} คน</span>
      </div>
      {isEditable ? (
        <Card>
          <CardContent className="pt-6">
            <AdminOpeningEditor opening={opening} compensationTypes={compensationTypes} tagOptions={tagOptions} />
          </CardContent>
        </Card>
      ) : (
        <EmptyState title="แก้ไขตำแหน่งงานที่ถอนแล้วไม่ได้" description="ตำแหน่งงานนี้ถูกถอนแล้ว ข้อมูลจะคงไว้ตามเดิมเพื่อเป็นประวัติ" />
      )}
    </>
  );
}
