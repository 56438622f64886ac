import { eq } from 'drizzle-orm';
import { companies } from '@/db/schema';
import type { OptionalActorContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { redirectToFile } from './file-redirect';
import type { CompanyFileKind } from './file-share';

export type { CompanyFileKind } from './file-share';

/**
 * GET /api/public/files/company/logo/{profileToken} (anyone) and /api/common/files/company/{logo|profile}/{profileToken}
 * (signed-in portal roles): a company's logo and profile document are public information about it, so
 * the only rule is that a disabled company's files are shown to admins alone.
 */
export async function serveCompanyFile({
  ctx,
  kind,
  profileToken,
}: {
  ctx: OptionalActorContext & { request: Request };
  kind: CompanyFileKind;
  profileToken: string;
}): Promise<Response> {
  const [company] = await ctx.db
    .select({ isActive: companies.isActive, logoFileId: companies.logoFileId, profileDocumentFileId: companies.profileDocumentFileId })
    .from(companies)
    .where(eq(companies.profileToken, profileToken))
    .limit(1);
  const fileId = kind === 'logo' ? company?.logoFileId : company?.profileDocumentFileId;
  if (!company || fileId === null || fileId === undefined) throw new NotFoundError('File not found');
  // An admin's link opens even a disabled company's file; anyone else's is checked again when used.
  if (ctx.actor?.role === 'admin') return redirectToFile({ request: ctx.request, fileId, now: ctx.now });
  if (!company.isActive) throw new NotFoundError('File not found');
  return redirectToFile({ request: ctx.request, fileId, now: ctx.now, share: { owner: 'company', profileToken, kind } });
}
