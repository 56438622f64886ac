import { asc } from 'drizzle-orm';
import { settings } from '@/db/schema';
import type { SettingRow } from '@/lib/settings';
import type { Context } from '@/server/context';

/** Every setting, by key, for the admin's settings screen (the same data GET /api/settings answers as a map). */
export async function listSettingRows({ ctx: { db } }: { ctx: Context }): Promise<SettingRow[]> {
  const rows = await db.select().from(settings).orderBy(asc(settings.key));
  return rows.map((row) => ({ key: row.key, value: row.value, updatedAt: row.updatedAt.toISOString() }));
}
