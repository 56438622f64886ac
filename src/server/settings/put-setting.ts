import { settings } from '@/db/schema';
import type { Setting } from '@/lib/settings';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';

/** PUT /api/admin/settings/{key} {value}: creates or replaces one setting. */
export async function putSetting({ ctx, key, value }: { ctx: Context; key: string; value: string }): Promise<Setting> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(settings)
      .values({ key, value, updatedAt: ctx.now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: ctx.now } })
      .returning({ key: settings.key, value: settings.value });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'setting.put', entityType: 'setting', entityId: key, details: { value } },
    });
    return row;
  });
}
