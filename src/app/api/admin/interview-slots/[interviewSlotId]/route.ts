// PATCH /api/admin/interview-slots/{interviewSlotId} – changes any company's slot (audited); DELETE /api/admin/interview-slots/{interviewSlotId} – cancels it (audited), its bookings are freed and their students told
import { z } from 'zod';
import { companyInterviewSlot } from '@/lib/interviews';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { cancelInterviewSlot, updateInterviewSlot, updateInterviewSlotInput } from '@/server/interviews';

const params = z.object({ interviewSlotId: idParam });

export const PATCH = route(
  { auth: ADMIN, params, body: updateInterviewSlotInput, response: companyInterviewSlot },
  async ({ ctx, params, body }) => updateInterviewSlot({ ctx, slotId: params.interviewSlotId, input: body }),
);

export const DELETE = route({ auth: ADMIN, params, response: companyInterviewSlot }, async ({ ctx, params }) =>
  cancelInterviewSlot({ ctx, slotId: params.interviewSlotId }),
);

export const { GET, HEAD, POST, PUT, OPTIONS } = methodsNotAllowed(['PATCH', 'DELETE']);
