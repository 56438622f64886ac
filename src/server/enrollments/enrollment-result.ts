import { z } from 'zod';

/** A student id in a body. */
export const studentIdText = z.string().trim().min(1).max(50);

export function describeEnrollmentResult({
  addedCount,
  alreadyEnrolledCount,
  inactiveCount,
}: {
  addedCount: number;
  alreadyEnrolledCount: number;
  inactiveCount: number;
}): string {
  const parts = [`${addedCount} enrolled`];
  if (alreadyEnrolledCount) parts.push(`${alreadyEnrolledCount} already enrolled`);
  if (inactiveCount) parts.push(`${inactiveCount} disabled and skipped`);
  return parts.join(', ');
}
