import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAgreementTemplate } from '@/server/agreements';
import { getSessionGroup } from '@/server/session-groups';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { AgreementTemplateEditor } from '@/components/agreements/agreement-template-editor';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AgreementTemplatePage');
  return { title: t('title') };
}

/** The office's agreement template of a session group: its text with `{{field}}` places, and a sample PDF. */
export default async function AgreementTemplatePage({ params }: { params: Promise<{ sessionGroupId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionGroupId = parseId((await params).sessionGroupId);
  const group = await getSessionGroup({ ctx: access.ctx, sessionGroupId }).catch(orNotFound);
  const template = await getAgreementTemplate({ ctx: access.ctx, sessionGroupId });
  const t = await getTranslations('AgreementTemplatePage');
  return (
    <>
      <BackLink href={`/session-group/${sessionGroupId}`}>{group.title}</BackLink>
      <PageHeader eyebrow={group.title} title={t('title')} description={t('description')} />
      <ClientMessages namespaces={['AgreementTemplateEditor']}>
        <AgreementTemplateEditor key={template.version} template={template} />
      </ClientMessages>
    </>
  );
}
