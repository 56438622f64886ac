import type { Metadata } from 'next';
import { getEvaluationForm } from '@/server/evaluations';
import { getSessionGroup } from '@/server/session-groups';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { EvaluationFormEditor } from '@/components/evaluations/evaluation-form-editor';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { EVALUATION_KINDS } from '@/lib/evaluations';

export const metadata: Metadata = { title: 'แบบประเมินของพี่เลี้ยง' };

/** The admin edits the group's mid-term and final evaluation forms. */
export default async function EvaluationFormsPage({ params }: { params: Promise<{ sessionGroupId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionGroupId = parseId((await params).sessionGroupId);
  const group = await getSessionGroup({ ctx: access.ctx, sessionGroupId }).catch(orNotFound);
  const forms = await Promise.all(EVALUATION_KINDS.map((kind) => getEvaluationForm({ ctx: access.ctx, sessionGroupId, kind })));
  return (
    <>
      <BackLink href={`/session-group/${sessionGroupId}`}>{group.title}</BackLink>
      <PageHeader
        eyebrow={group.title}
        title="แบบประเมินของพี่เลี้ยง"
        description="คำถามแต่ละข้อมีภาษาไทยและภาษาอังกฤษ คะแนน 1–5 หรือข้อความ การแก้ไขมีผลกับคำขอประเมินที่สร้างหลังบันทึก"
      />
      <ClientMessages namespaces={['EvaluationFormEditor', 'EvaluationLabels']}>
        <div className="grid gap-6">
          {forms.map((form) => (
            <EvaluationFormEditor key={`${form.kind}-${form.version}`} form={form} />
          ))}
        </div>
      </ClientMessages>
    </>
  );
}
