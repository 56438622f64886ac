import { eq } from 'drizzle-orm';
import { settings } from '@/db/schema';
import type { SettingValue } from '@/lib/settings';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';

/** GET /api/settings/{key}. */
export async function getSetting({ ctx, key }: { ctx: Pick<Context, 'db'>; key: string }): Promise<SettingValue> {
  const [row] = await ctx.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  if (!row) throw new NotFoundError('Setting not found');
  return row;
}
