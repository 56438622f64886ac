import { z } from 'zod';

// The limits of SPEC §5. The ratio travels as a number and is stored with three decimals.
export const sessionFields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).nullable(),
  minimumApplicationPerStudent: z.number().int().positive().max(1000),
  minimumUniqueCompanyCountPerStudent: z.number().int().nonnegative().max(1000),
  maximumApplicationPerStudent: z.number().int().positive().max(1000),
  minimumCompanyOpeningRatio: z.number().gt(0).lte(1),
  openForCooperativeInternship: z.boolean(),
};

type Limits = {
  minimumApplicationPerStudent?: number;
  maximumApplicationPerStudent?: number;
  minimumUniqueCompanyCountPerStudent?: number;
};

/** Checks between fields, for whichever of them the body carries (an update checks the result against the stored row). */
export function checkApplicationLimits(limits: Limits): { path: string; message: string } | null {
  const {
    minimumApplicationPerStudent: minimum,
    maximumApplicationPerStudent: maximum,
    minimumUniqueCompanyCountPerStudent: uniqueCompanies,
  } = limits;
  if (minimum !== undefined && maximum !== undefined && maximum < minimum) {
    return {
      path: 'maximumApplicationPerStudent',
      message: 'maximumApplicationPerStudent must be greater than or equal to minimumApplicationPerStudent',
    };
  }
  if (uniqueCompanies !== undefined && maximum !== undefined && uniqueCompanies > maximum) {
    return {
      path: 'minimumUniqueCompanyCountPerStudent',
      message: 'minimumUniqueCompanyCountPerStudent cannot be more than maximumApplicationPerStudent',
    };
  }
  return null;
}
