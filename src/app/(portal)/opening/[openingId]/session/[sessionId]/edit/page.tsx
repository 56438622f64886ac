import type { Metadata } from 'next';
import type { CompensationTypeView, OpeningTagView } from '@/lib/openings';
import { getCompanyOpening } from '@/server/openings';
import { listOpeningTags, listReference } from '@/server/reference';
import { CompanyOpeningEditor } from '@/components/openings/company-opening-editor';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { authorize, parseId, orNotFound } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'แก้ไขตำแหน่งงาน' };

export default async function CompanyOpeningEditPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const openingId = parseId(raw.openingId);
  const sessionId = parseId(raw.sessionId);
  const opening = await getCompanyOpening({ ctx: access.ctx, sessionId, openingId }).catch(orNotFound);
  const [compensationTypes, tagOptions] = await Promise.all([
    listReference({ ctx: access.ctx, kind: 'compensation-types' }) as Promise<CompensationTypeView[]>,
    listOpeningTags({ ctx: access.ctx }) as Promise<OpeningTagView[]>,
  ]);
  return (
    <>
      <BackLink href={`/opening/${openingId}/session/${sessionId}`}>รายละเอียดตำแหน่งงาน</BackLink>
      <PageHeader
        title={`แก้ไข ${opening.title}`}
        description="ชื่อตำแหน่ง จำนวนที่รับ ชื่อสำนักงาน และที่อยู่เป็นข้อมูลที่ต้องกรอก"
        eyebrow={<OpeningStatusBadge status={opening.status} />}
      />
      <Card>
        <CardContent className="pt-6">
          <CompanyOpeningEditor opening={opening} compensationTypes={compensationTypes} tagOptions={tagOptions} />
        </CardContent>
      </Card>
    </>
  );
}
