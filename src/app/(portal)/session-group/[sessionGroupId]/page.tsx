import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSessionGroup } from '@/server/session-groups';
import { ClientMessages } from '@/components/i18n/client-messages';
import { RESULT_CHARTS_NAMESPACES } from '@/components/matching/namespaces';
import { SESSION_GROUP_DETAIL_NAMESPACES } from '@/components/session-groups/namespaces';
import { SessionGroupDetail } from '@/components/session-groups/session-group-detail';
import { TermResultChartsSection } from '@/components/matching/result-charts';
import { getTermResultCharts } from '@/server/result-charts';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId, orNotFound } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SessionGroupPage');
  return { title: t('metaTitle') };
}

export default async function SessionGroupPage({ params }: { params: Promise<{ sessionGroupId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const sessionGroupId = parseId((await params).sessionGroupId);
  const group = await getSessionGroup({ ctx: access.ctx, sessionGroupId }).catch(orNotFound);
  const charts = await getTermResultCharts({ ctx: access.ctx, sessionGroupId });
  const [t, labels] = await Promise.all([getTranslations('SessionGroupPage'), getTranslations('Labels')]);
  return (
    <>
      <BackLink href="/session-group">{t('back')}</BackLink>
      <PageHeader
        eyebrow={t('eyebrow', { round: labels('round', { round: group.currentRound }) })}
        title={group.title}
        description={t('description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="cancel">
              <Link href={`/session-group/${sessionGroupId}/agreement`}>{t('agreementTemplate')}</Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href={`/session-group/${sessionGroupId}/evaluation-forms`}>{t('evaluationForms')}</Link>
            </Button>
            <Button asChild variant="cancel">
              <Link href="/admin?tab=audit">{t('auditLog')}</Link>
            </Button>
          </div>
        }
      />
      <ClientMessages namespaces={[...SESSION_GROUP_DETAIL_NAMESPACES, ...RESULT_CHARTS_NAMESPACES]}>
        <SessionGroupDetail key={JSON.stringify(group.rounds) + group.title} group={group} />
        <div className="mt-6">
          <TermResultChartsSection charts={charts} />
        </div>
      </ClientMessages>
    </>
  );
}
