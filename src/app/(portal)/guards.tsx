import { notFound } from 'next/navigation';
import type { ReactElement } from 'react';
import { redirectToLogin } from '@/app/login-redirect';
import type { Me } from '@/lib/auth';
import type { Role } from '@/lib/roles';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { toMe } from '@/server/auth';
import { getPortalContext } from '@/server/home';
import { idParam } from '@/server/validation';
import { ErrorPage } from '@/components/ui/error-page';

/** One variant per role, so that `access.role === 'student'` narrows `access.ctx` to the student's context. */
export type Access<R extends Role> = Allowed<R> | { allowed: false; forbidden: ReactElement };
type Allowed<R extends Role> = R extends Role ? { allowed: true; role: R; ctx: Context<R>; me: Me & { role: R } } : never;

/**
 * The role check every portal page makes itself (a layout does not stop its pages from rendering):
 * no login → /login; a role outside `roles` → the 403 error page.
 *
 *   const access = await authorize(['admin']);
 *   if (!access.allowed) return access.forbidden;
 */
export async function authorize<R extends Role>(roles: readonly R[]): Promise<Access<R>> {
  const ctx = await getPortalContext();
  const { actor } = ctx;
  if (!actor) return redirectToLogin();
  if (!(roles as readonly Role[]).includes(actor.role)) return { allowed: false, forbidden: <ErrorPage status={403} /> };
  return { allowed: true, role: actor.role, ctx: { ...ctx, actor }, me: toMe(actor) } as Allowed<R>;
}

/** Path ids are read as the API reads them (idParam, SPEC §5); what the API would refuse with a 400 is no page. */
export function parseId(value: string): number {
  const id = idParam.safeParse(value);
  if (!id.success) notFound();
  return id.data;
}

/** Free-string path parts (student tokens, OAuth client ids): decoded and non-empty. */
export function parseToken(value: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    notFound();
  }
  if (!decoded.trim()) notFound();
  return decoded;
}

/** For `.catch(orNotFound)` on a verb's promise: an unknown id (the verb's 404) becomes the not-found page. */
export function orNotFound(error: unknown): never {
  if (error instanceof NotFoundError) notFound();
  throw error;
}

/**
 * The company's screens of one of its openings in a session (`/applicant/{openingId}/session/{sessionId}/…`): the
 * company user's access and the two ids, each read as the API reads it. Whether the opening is the company's is the
 * page's verb's check (its 404 becomes the not-found page through `orNotFound`).
 */
export async function authorizeApplicantPage(
  params: Promise<{ openingId: string; sessionId: string }>,
): Promise<
  | { allowed: false; forbidden: ReactElement }
  | { allowed: true; ctx: Context<'company_user'>; openingId: number; sessionId: number; base: string }
> {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access;
  const raw = await params;
  const openingId = parseId(raw.openingId);
  const sessionId = parseId(raw.sessionId);
  return { allowed: true, ctx: access.ctx, openingId, sessionId, base: `/applicant/${openingId}/session/${sessionId}` };
}
