import { and, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications } from '@/db/schema';
import {
  activeApplicationsOf,
  currentRoundOf,
  findOwnOpening,
  loadSessionRound,
  type CompanyOpening,
  type SessionRound,
} from '@/server/applications';
import { assertBeforeDeadline, assertWindowOpened } from '@/server/deadlines';
import { BadRequestError } from '@/server/errors';

/** The session's current round and the company's own opening in it (404 for another company's). */
export async function loadCompanyRankingScope({
  db,
  ...input
}: {
  db: Executor;
  sessionId: number;
  openingId: number;
  companyId: number;
  forUpdate?: boolean;
}): Promise<{ sessionRound: SessionRound; opening: CompanyOpening; round: number }> {
  const round = await currentRoundOf({ db, sessionId: input.sessionId });
  const sessionRound = await loadSessionRound({ db, sessionId: input.sessionId, round });
  const opening = await findOwnOpening({ db, ...input });
  return { sessionRound, opening, round };
}

/**
 * A company saves drafts and submits from applicationAnnouncementDate until companyRankingDeadline
 * (allowed while now < deadline), by the one deadline rule (src/server/deadlines.ts).
 */
export function assertCompanyRankingWindow({ sessionRound, now }: { sessionRound: SessionRound; now: Date }): void {
  const what = `จัดอันดับผู้สมัครของรอบที่ ${sessionRound.round}`;
  assertWindowOpened({ opensAt: sessionRound.applicationAnnouncementDate, now, what });
  assertBeforeDeadline({ deadline: sessionRound.companyRankingDeadline, now, what });
}

/** Every id must be unique and name an ACTIVE application of the opening in the round; answers the active ids in order. */
export async function assertActiveApplicationIds({
  db,
  openingId,
  round,
  ids,
  field,
}: {
  db: Executor;
  openingId: number;
  round: number;
  ids: number[];
  field: string;
}): Promise<void> {
  const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (duplicates.length) throw new BadRequestError(`${field} lists application ${[...new Set(duplicates)].join(', ')} more than once`);
  if (ids.length === 0) return;
  const found = await db
    .select({ applicationId: applications.applicationId })
    .from(applications)
    .where(and(activeApplicationsOf({ openingId, round }), inArray(applications.applicationId, ids)));
  const known = new Set(found.map((row) => row.applicationId));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw new BadRequestError(`${field}: application ${unknown.join(', ')} is not an active application of this opening in round ${round}`);
}

/** All ACTIVE application ids of an opening and round, in the students' preference order. */
export async function activeApplicationIds({
  db,
  openingId,
  round,
}: {
  db: Executor;
  openingId: number;
  round: number;
}): Promise<number[]> {
  const rows = await db
    .select({ applicationId: applications.applicationId })
    .from(applications)
    .where(activeApplicationsOf({ openingId, round }))
    .orderBy(applications.studentPreferenceRank, applications.applicationId);
  return rows.map((row) => row.applicationId);
}
