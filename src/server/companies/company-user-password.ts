import { z } from 'zod';
import { COMPANY_USER_MINIMUM_PASSWORD_LENGTH } from '@/lib/companies';

/** A company user's password, as both the creation and the reset take it. */
export const companyUserPassword = z
  .string()
  .min(COMPANY_USER_MINIMUM_PASSWORD_LENGTH, `Password must be at least ${COMPANY_USER_MINIMUM_PASSWORD_LENGTH} characters`)
  .max(200);
