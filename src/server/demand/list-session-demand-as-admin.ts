import { eq } from 'drizzle-orm';
import { companies, openings } from '@/db/schema';
import type { SessionDemandView } from '@/lib/demand';
import type { Context } from '@/server/context';
import { getSessionDemand } from './get-session-demand';

export type AdminDemandRow = SessionDemandView['items'][number] & {
  title: string;
  companyNameTh: string;
  companyNameEn: string | null;
};

/** The admin's session screen: every published opening's figures with its title, most applicants per place first. */
export async function listSessionDemandAsAdmin({
  ctx,
  sessionId,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
}): Promise<{ demand: SessionDemandView; rows: AdminDemandRow[] }> {
  const demand = await getSessionDemand({ ctx, sessionId, query: {} });
  if (!demand.items.length) return { demand, rows: [] };
  const names = await ctx.db
    .select({
      openingId: openings.openingId,
      title: openings.title,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
    })
    .from(openings)
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .where(eq(openings.sessionId, sessionId));
  const byId = new Map(names.map((name) => [name.openingId, name]));
  const rows = demand.items
    .map((item) => ({
      ...item,
      title: byId.get(item.openingId)?.title ?? '',
      companyNameTh: byId.get(item.openingId)?.companyNameTh ?? '',
      companyNameEn: byId.get(item.openingId)?.companyNameEn ?? null,
    }))
    .sort((a, b) => b.applicantsPerPlace - a.applicantsPerPlace || b.applicantCount - a.applicantCount);
  return { demand, rows };
}
