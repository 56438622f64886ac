import 'server-only';
import { getDb } from '@/db/client';
import { getCurrentActor } from '@/server/auth';
import type { OptionalActorContext } from '@/server/context';

/** The verb context for a server component: the same verbs serve pages and route handlers. */
export async function getPageContext(): Promise<OptionalActorContext> {
  return { db: getDb(), actor: await getCurrentActor(), now: new Date() };
}
