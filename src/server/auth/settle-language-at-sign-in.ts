import { eq } from 'drizzle-orm';
import { accounts } from '@/db/schema';
import { isLocale, type Locale } from '@/i18n/locales';
import type { Database } from '@/db/client';

/**
 * The language of a login that has just begun: the one kept with the account; else the one the person chose on the
 * sign-in page (the cookie), which becomes the account's. Null when neither was ever chosen: the browser's counts.
 */
export async function settleLanguageAtSignIn({
  db,
  input,
}: {
  db: Database;
  input: { platformUid: string; chosenBeforeSignIn: string | undefined };
}): Promise<Locale | null> {
  const [account] = await db.select({ locale: accounts.locale }).from(accounts).where(eq(accounts.platformUid, input.platformUid));
  if (isLocale(account?.locale)) return account.locale;
  if (!isLocale(input.chosenBeforeSignIn)) return null;
  await db.update(accounts).set({ locale: input.chosenBeforeSignIn }).where(eq(accounts.platformUid, input.platformUid));
  return input.chosenBeforeSignIn;
}
