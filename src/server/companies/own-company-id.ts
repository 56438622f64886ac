import type { Context } from '@/server/context';
import { ForbiddenError } from '@/server/errors';

/** The company the signed-in company user belongs to; 403 for anyone else. */
export function ownCompanyIdOf(ctx: Context): number {
  if (ctx.actor.role !== 'company_user' || ctx.actor.companyId === undefined)
    throw new ForbiddenError('Only a company user has an own company');
  return ctx.actor.companyId;
}
