import { Briefcase, Heart } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { listBookmarks } from '@/server/openings';
import { paginationQuery, parseSearchParams } from '@/server/validation';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { OpeningCardGrid } from '@/components/openings/opening-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';
import type { RawSearchParams } from '../opening/opening-search-params';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('FavoritePage');
  return { title: t('metaTitle') };
}

const PAGE_SIZE = 12;

/** The student's bookmarked openings of the selected session; un-bookmarking removes the card. */
export default async function FavoritesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  const [query, t] = await Promise.all([searchParams, getTranslations('FavoritePage')]);
  const session = await chooseSessionOfPage({ ctx: access.ctx, searchParams: query });
  const { page } = parseSearchParams(paginationQuery, query);
  const list = session
    ? await listBookmarks({ ctx: access.ctx, sessionId: session.sessionId, pagination: { page, limit: PAGE_SIZE } })
    : null;

  return (
    <ClientMessages namespaces={['BookmarkButton', 'DemandFigure']}>
      <SessionQuerySync renderedSessionId={session?.sessionId} />
      <PageHeader title={t('title')} description={session ? t('descriptionOf', { session: session.title }) : t('description')} />
      {list && list.items.length > 0 ? (
        <OpeningCardGrid list={list} label={t('listLabel')} />
      ) : (
        <EmptyState
          icon={Heart}
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          action={
            <Button asChild>
              <Link href="/opening">
                <Briefcase aria-hidden="true" />
                {t('browse')}
              </Link>
            </Button>
          }
        />
      )}
    </ClientMessages>
  );
}
