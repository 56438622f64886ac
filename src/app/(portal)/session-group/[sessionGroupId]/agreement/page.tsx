import type { Metadata } from 'next';
import { getAgreementTemplate } from '@/server/agreements';
import { getSessionGroup } from '@/server/session-groups';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { AgreementTemplateEditor } from '@/components/agreements/agreement-template-editor';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'แม่แบบสัญญาฝึกงาน' };

/** The office's agreement template of a session group: its text with `{{field}}` places, and a sample PDF. */
export default async function AgreementTemplatePage({ params }: { params: Promise<{ sessionGroupId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionGroupId = parseId((await params).sessionGroupId);
  const group = await getSessionGroup({ ctx: access.ctx, sessionGroupId }).catch(orNotFound);
  const template = await getAgreementTemplate({ ctx: access.ctx, sessionGroupId });
  return (
    <>
      <BackLink href={`/session-group/${sessionGroupId}`}>{group.title}</BackLink>
      <PageHeader
        eyebrow={group.title}
        title="แม่แบบสัญญาฝึกงาน"
        description="ข้อความของสัญญาที่ส่งให้นิสิตและบริษัทลงนาม สัญญาที่ส่งไปแล้วไม่เปลี่ยนตาม การส่งครั้งต่อไปจะใช้แม่แบบใหม่"
      />
      <ClientMessages namespaces={['AgreementTemplateEditor']}>
        <AgreementTemplateEditor key={template.version} template={template} />
      </ClientMessages>
    </>
  );
}
