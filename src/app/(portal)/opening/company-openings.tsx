import type { CompanyOpeningView, CompensationTypeView, OpeningTagView } from '@/lib/openings';
import type { CompanyContext } from '@/server/context';
import { isDemandShown } from '@/server/demand';
import { listCompanyOpenings } from '@/server/openings';
import { listOpeningTags, listReference } from '@/server/reference';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CompanyOpeningsBoard } from './role-screens';

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** Every opening of the company: the board filters by the session group chosen in the browser. */
async function loadAllCompanyOpenings(ctx: CompanyContext): Promise<CompanyOpeningView[]> {
  const openings: CompanyOpeningView[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await listCompanyOpenings({ ctx, pagination: { page, limit: PAGE_SIZE } });
    openings.push(...list.items);
    if (page >= list.meta.totalPage) break;
  }
  return openings;
}

/** The company's screen of /opening. */
export async function CompanyOpenings({ ctx }: { ctx: CompanyContext; searchParams: Record<string, string | string[] | undefined> }) {
  const [openings, compensationTypes, tagOptions] = await Promise.all([
    loadAllCompanyOpenings(ctx),
    listReference({ ctx, kind: 'compensation-types' }) as Promise<CompensationTypeView[]>,
    listOpeningTags({ ctx }) as Promise<OpeningTagView[]>,
  ]);
  const publishedSessionIds = [...new Set(openings.filter((opening) => opening.publishedAt).map((opening) => opening.sessionId))];
  const shown = await Promise.all(publishedSessionIds.map((sessionId) => isDemandShown({ ctx, sessionId })));
  return (
    <ClientMessages
      namespaces={['Labels', 'CompanyOpeningsBoard', 'CompanyOpeningActions', 'CompanyRatioDialog', 'OpeningForm', 'DemandFigure']}
    >
      <CompanyOpeningsBoard
        now={ctx.now.toISOString()}
        openings={openings}
        compensationTypes={compensationTypes}
        tagOptions={tagOptions}
        demandSessionIds={publishedSessionIds.filter((_, index) => shown[index])}
      />
    </ClientMessages>
  );
}
