// GET /api/student/sessions/{sessionId}/ranking/draft – the student's ranking draft (openings and the apply line); PUT /api/student/sessions/{sessionId}/ranking/draft – autosave the draft
import { z } from 'zod';
import { rankingDraft, rankingDraftSaved } from '@/lib/rankings';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { getStudentRankingDraft, rankingDraftInput, saveStudentRankingDraft } from '@/server/student-rankings';

const params = z.object({ sessionId: idParam });

export const GET = route({ auth: STUDENT, params, response: rankingDraft }, async ({ ctx, params }) =>
  getStudentRankingDraft({ ctx, sessionId: params.sessionId }),
);

export const PUT = route(
  { auth: STUDENT, readsLoginItself: true, params, body: rankingDraftInput, response: rankingDraftSaved },
  async ({ ctx, params, body }) => saveStudentRankingDraft({ ctx, sessionId: params.sessionId, input: body }),
);

export const { POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PUT']);
