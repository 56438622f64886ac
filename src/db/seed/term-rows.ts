import type { Executor } from '@/db/client';
import { openings, sessions } from '@/db/schema';

type OpeningRow = typeof openings.$inferInsert;
type OpeningStatus = NonNullable<OpeningRow['status']>;

/**
 * The one session of a demo term other than the current one (last year's, the offer phase's, the interviews'),
 * written after the current term's so those keep ids 1, 2, …. Answers its id.
 */
export async function insertTermSession(
  tx: Executor,
  values: {
    sessionGroupId: number;
    title: string;
    description: string;
    isMatchingInitiated?: boolean;
    openForCooperativeInternship?: boolean;
    createdAt: Date;
    updatedAt: Date;
  },
): Promise<number> {
  const [session] = await tx
    .insert(sessions)
    .values({ minimumApplicationPerStudent: 1, maximumApplicationPerStudent: 10, ...values })
    .returning({ sessionId: sessions.sessionId });
  return session.sessionId;
}

/**
 * Copies of the current term's openings in such a term's session, each with its quota (same order), one status and
 * the term's dates, and no internship dates. Answers their ids in the templates' order.
 */
export async function insertTermOpenings(
  tx: Executor,
  {
    sessionId,
    templates,
    quotas,
    status,
    publishedAt,
    createdAt,
    updatedAt,
  }: {
    sessionId: number;
    templates: OpeningRow[];
    quotas: number[];
    status: OpeningStatus;
    publishedAt: Date;
    createdAt: Date;
    updatedAt: Date;
  },
): Promise<number[]> {
  const inserted = await tx
    .insert(openings)
    .values(
      templates.map((template, index) => ({
        ...template,
        sessionId,
        quota: quotas[index],
        status,
        startDate: null,
        endDate: null,
        publishedAt,
        createdAt,
        updatedAt,
      })),
    )
    .returning({ openingId: openings.openingId });
  return inserted.map((row) => row.openingId);
}
