import { eq } from 'drizzle-orm';
import { accounts } from '@/db/schema';
import { isLocale, type Locale } from '@/i18n/locales';
import type { Database } from '@/db/client';

/**
 * The language of a login that has just begun. A language chosen in this browser (the cookie the sign-in page's switch
 * sets) is the person's latest choice: what they read on the sign-in page is what they read after it, and the account
 * keeps it. A browser without a choice takes the account's, so the choice follows the person to every computer. Null
 * when neither ever chose: the browser's Accept-Language counts.
 */
export async function settleLanguageAtSignIn({
  db,
  input,
}: {
  db: Database;
  input: { platformUid: string; chosenInThisBrowser: string | undefined };
}): Promise<Locale | null> {
  if (isLocale(input.chosenInThisBrowser)) {
    await db.update(accounts).set({ locale: input.chosenInThisBrowser }).where(eq(accounts.platformUid, input.platformUid));
    return input.chosenInThisBrowser;
  }
  const [account] = await db.select({ locale: accounts.locale }).from(accounts).where(eq(accounts.platformUid, input.platformUid));
  return isLocale(account?.locale) ? account.locale : null;
}
