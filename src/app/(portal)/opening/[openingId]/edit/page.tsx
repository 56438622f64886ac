import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { formatDateTime } from '@/lib/dates';
import type { CompensationTypeView, OpeningTagView } from '@/lib/openings';
import { listOpeningApplicationsAsAdmin } from '@/server/applications';
import { getCompanyRankingAsAdmin } from '@/server/company-rankings';
import type { Context } from '@/server/context';
import { canDeleteOpening, canEditOpening, canTransition, getAdminOpening } from '@/server/openings';
import { getSession } from '@/server/sessions';
import { listOpeningTags, listReference } from '@/server/reference';
import { idParam, parseSearchParams } from '@/server/validation';
import { AdminOpeningActions } from '@/components/openings/admin-opening-actions';
import { AdminOpeningEditor } from '@/components/openings/admin-opening-editor';
import { AdminCompanyRankingCard, type AdminCompanyRanking } from '@/components/ranking/admin-company-ranking-card';
import { studentFullName } from '@/components/students/field-errors';
import { ShowSessionInHeader } from '@/components/session/show-session-in-header';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId, orNotFound } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'แก้ไขตำแหน่งงาน' };

/** ?round= read as the admin ranking API reads its round (GET /api/admin/openings/{openingId}/ranking/{round}). */
const editOpeningQuery = z.object({ round: idParam.optional() });

/**
 * The company's ranking of the opening in one round (the session's current round unless ?round= picks
 * an earlier one), with the excluded applicants named, and whether the admin may unsubmit it now.
 */
async function loadCompanyRanking(ctx: Context, openingId: number, sessionId: number, requestedRound: number | undefined) {
  const session = await getSession({ ctx, sessionId });
  const round =
    requestedRound !== undefined && requestedRound >= 1 && requestedRound <= session.currentRound ? requestedRound : session.currentRound;
  // One page as large as any opening's applications: the excluded ones are named from it.
  const [view, applications] = await Promise.all([
    getCompanyRankingAsAdmin({ ctx, openingId, round }),
    listOpeningApplicationsAsAdmin({ ctx, openingId, round, pagination: { page: 1, limit: 10_000 } }),
  ]);
  const byId = new Map(applications.items.map((application) => [application.applicationId, application]));
  const applicant = (application: {
    applicationId: number;
    studentId: string;
    profileToken: string;
    firstNameTh: string | null;
    lastNameTh: string | null;
  }) => ({
    applicationId: application.applicationId,
    studentId: application.studentId,
    profileToken: application.profileToken,
    name: studentFullName(application),
  });
  const ranking: AdminCompanyRanking = {
    openingId,
    round,
    applications: view.applications.map((application) => ({ ...applicant(application), isShared: application.isShared })),
    excludedApplications: view.excludedApplicationIds.flatMap((applicationId) => {
      const application = byId.get(applicationId);
      return application ? [applicant(application)] : [];
    }),
    excludedApplicationNote: view.excludedApplicationNote,
    submittedAt: view.submittedAt,
    submittedBy: view.submittedBy,
    history: view.history,
  };
  const unsubmitBlockedReason =
    round !== session.currentRound
      ? `ยกเลิกได้เฉพาะอันดับของรอบปัจจุบัน (รอบที่ ${session.currentRound})`
      : session.isMatchingInitiated
        ? 'การจับคู่ของรอบนี้ทำงานไปแล้ว ต้องยกเลิกผลการจับคู่ก่อนจึงจะยกเลิกการส่งอันดับได้'
        : null;
  return { ranking, rounds: session.currentRound, unsubmitBlockedReason };
}

/** The admin's correction of any opening, with the same form companies use, the lifecycle actions and the company's ranking. */
export default async function AdminOpeningEditPage({
  params,
  searchParams,
}: {
  params: Promise<{ openingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const openingId = parseId((await params).openingId);
  const opening = await getAdminOpening({ ctx: access.ctx, openingId }).catch(orNotFound);
  const [compensationTypes, tagOptions, companyRanking] = await Promise.all([
    listReference({ ctx: access.ctx, kind: 'compensation-types' }) as Promise<CompensationTypeView[]>,
    listOpeningTags({ ctx: access.ctx }) as Promise<OpeningTagView[]>,
    // A draft was never open to applications, so it has no ranking to show.
    opening.status === 'DRAFT'
      ? null
      : loadCompanyRanking(access.ctx, openingId, opening.sessionId, parseSearchParams(editOpeningQuery, await searchParams).round),
  ]);
  const isEditable = canEditOpening(opening.status, 'admin');

  return (
    <>
      <ShowSessionInHeader sessionId={opening.sessionId} />
      <BackLink href="/opening">ตำแหน่งงานทั้งหมด</BackLink>
      <PageHeader
        eyebrow={`ตำแหน่งงาน #${opening.openingId} · ${opening.company.companyNameTh}`}
        title={`แก้ไข ${opening.title}`}
        description="ชื่อตำแหน่ง จำนวนที่รับ ชื่อสำนักงาน และที่อยู่เป็นข้อมูลที่ต้องกรอก"
        actions={
          <AdminOpeningActions
            openingId={opening.openingId}
            title={opening.title}
            onDeletedHref="/opening"
            allowed={{
              canPublish: canTransition(opening.status, 'publish', 'admin'),
              canUnpublish: canTransition(opening.status, 'unpublish', 'admin'),
              canWithdraw: canTransition(opening.status, 'withdraw', 'admin'),
              canDelete: canDeleteOpening(opening.status, 'admin'),
              canEdit: false,
            }}
          />
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <OpeningStatusBadge status={opening.status} size="md" />
        {opening.isRankingSubmitted ? <Badge tone="success">บริษัทส่งอันดับแล้ว</Badge> : null}
        {opening.isResultAnnouced ? <Badge tone="info">ประกาศผลแล้ว</Badge> : null}
        {opening.publishedAt ? <span>เผยแพร่เมื่อ {formatDateTime(opening.publishedAt)}</span> : <span>ยังไม่เผยแพร่</span>}
        <span>· บันทึกเป็นรายการโปรด {opening.bookmarkCount.toLocaleString('th-TH')} คน</span>
      </div>
      {companyRanking ? (
        <>
          {companyRanking.rounds > 1 ? (
            <nav aria-label="รอบของอันดับผู้สมัคร" className="mb-3 flex flex-wrap gap-2 text-sm">
              {Array.from({ length: companyRanking.rounds }, (_, index) => index + 1).map((round) => (
                <Link
                  key={round}
                  href={`/opening/${opening.openingId}/edit?round=${round}`}
                  aria-current={round === companyRanking.ranking.round ? 'page' : undefined}
                  className="rounded-full border px-3 py-1 text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                >
                  รอบที่ {round}
                </Link>
              ))}
            </nav>
          ) : null}
          <AdminCompanyRankingCard
            ranking={companyRanking.ranking}
            companyName={opening.company.companyNameTh}
            canUnsubmit={companyRanking.unsubmitBlockedReason === null}
            unsubmitBlockedReason={companyRanking.unsubmitBlockedReason}
          />
        </>
      ) : null}
      {isEditable ? (
        <Card>
          <CardContent className="pt-6">
            <AdminOpeningEditor opening={opening} compensationTypes={compensationTypes} tagOptions={tagOptions} />
          </CardContent>
        </Card>
      ) : (
        <EmptyState title="แก้ไขตำแหน่งงานที่ถอนแล้วไม่ได้" description="ตำแหน่งงานนี้ถูกถอนแล้ว ข้อมูลจะคงไว้ตามเดิมเพื่อเป็นประวัติ" />
      )}
    </>
  );
}
