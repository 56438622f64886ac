import { asc } from 'drizzle-orm';
import { settings } from '@/db/schema';
import type { SettingsMap } from '@/lib/settings';
import type { Context } from '@/server/context';

/** GET /api/settings: every setting as a map of key to value. */
export async function listSettings({ ctx }: { ctx: Pick<Context, 'db'> }): Promise<SettingsMap> {
  const rows = await ctx.db.select().from(settings).orderBy(asc(settings.key));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
