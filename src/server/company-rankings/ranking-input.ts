import { z } from 'zod';

const applicationIds = z.array(z.number().int().positive()).max(1000);

export const companyRankingDraftInput = z.object({ applicationIds });
export type CompanyRankingDraftInput = z.infer<typeof companyRankingDraftInput>;

export const submitCompanyRankingInput = z.object({
  selectedApplicationIds: applicationIds,
  sharedRankingApplicationIds: applicationIds.default([]),
  excludedApplicationNote: z.string().trim().max(2000).nullish(),
});
export type SubmitCompanyRankingInput = z.infer<typeof submitCompanyRankingInput>;
