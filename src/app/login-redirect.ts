import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { loginPath, PORTAL_PATH_HEADER } from '@/lib/next-path';

/**
 * Sends a visitor whose login is gone (a stale or ended cookie: the proxy only sees that one exists) to the
 * sign-in page with `?next=` the page they asked for, as the proxy does for a visitor with no cookie. The page's
 * path comes from the header the proxy sets on every page request; loginPath keeps only a portal path.
 */
export async function redirectToLogin(): Promise<never> {
  redirect(loginPath((await headers()).get(PORTAL_PATH_HEADER)));
}
