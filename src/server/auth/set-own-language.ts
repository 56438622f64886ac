import { eq } from 'drizzle-orm';
import { accounts } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import type { Context } from '@/server/context';

/**
 * Keeps the language a person chose with their account (docs/languages.md), so it follows them to every browser they
 * sign in on. An admin acting as someone else chooses for themselves: the account is the login's owner's.
 */
export async function setOwnLanguage({ ctx, input }: { ctx: Context; input: { locale: Locale } }): Promise<{ locale: Locale }> {
  const platformUid = ctx.actor.assumedBy?.platformUid ?? ctx.actor.platformUid;
  await ctx.db.update(accounts).set({ locale: input.locale }).where(eq(accounts.platformUid, platformUid));
  return { locale: input.locale };
}
