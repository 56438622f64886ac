import { cache } from 'react';
import { getPageContext } from '@/server/page-context';
import { findCurrentSessionGroup, listSessions, type SessionView } from '@/server/sessions';

/** One page context per request, shared by the layout, the page and the guards. */
export const getPortalContext = cache(getPageContext);

/** The sessions a signed-in person may see, once per request. */
export const getPortalSessions = cache(async (): Promise<SessionView[]> => listSessions({ ctx: await getPortalContext() }));

/** The group the person's screens open on unless they chose another (docs/sessions.md), once per request. */
export const getPortalCurrentGroup = cache(async (): Promise<number | null> => findCurrentSessionGroup({ ctx: await getPortalContext() }));
