import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { MatchingPanel } from '@/components/matching/matching-panel';
import { MATCHING_PANEL_NAMESPACES, RESULT_CHARTS_NAMESPACES } from '@/components/matching/namespaces';
import { RoundResultChartsSection } from '@/components/matching/result-charts';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { getMatchingResults, listMatchingOpenings, matchingResultsQuery, previewMatching } from '@/server/matching';
import { getRoundResultCharts } from '@/server/result-charts';
import { getSession } from '@/server/sessions';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MatchingPage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function MatchingPage({
  params,
  searchParams,
}: {
  params: Promise<{ sessionId: string; round: string }>;
  searchParams: SearchParams;
}) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const sessionId = parseId(raw.sessionId);
  const round = parseId(raw.round);
  // A hand-edited URL with a filter the server refuses shows the unfiltered list rather than an error.
  const parsed = matchingResultsQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : matchingResultsQuery.parse({});
  const session = await getSession({ ctx: access.ctx, sessionId }).catch(orNotFound);
  const state = await getMatchingResults({ ctx: access.ctx, sessionId, round, query }).catch(orNotFound);
  // The preview (GET …/matching/preview) is read-only; only the current round can run.
  const [preview, openingOptions] = state.isCurrentRound
    ? await Promise.all([
        previewMatching({ ctx: access.ctx, sessionId, locale: await getLocale() }),
        state.canChangeResults ? listMatchingOpenings({ ctx: access.ctx, sessionId }) : [],
      ])
    : [null, []];
  const charts = await getRoundResultCharts({ ctx: access.ctx, sessionId, round });
  const [t, labels] = await Promise.all([getTranslations('MatchingPage'), getTranslations('Labels')]);

  return (
    <>
      <BackLink href={`/session/${sessionId}`}>{session.title}</BackLink>
      <PageHeader
        title={t('title')}
        description={t('description')}
        eyebrow={`${session.sessionGroupTitle} · ${session.title} · ${labels('round', { round })}`}
      />
      <ClientMessages namespaces={[...MATCHING_PANEL_NAMESPACES, ...RESULT_CHARTS_NAMESPACES]}>
        <MatchingPanel state={state} preview={preview} openingOptions={openingOptions} outcome={query.outcome ?? null} />
        <div className="mt-6">
          <RoundResultChartsSection charts={charts} />
        </div>
      </ClientMessages>
    </>
  );
}
