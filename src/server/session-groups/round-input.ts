import { z } from 'zod';
import type { RoundDateKey } from '@/lib/labels';

const isoDateTime = z.iso.datetime({ offset: true, message: 'Expected an ISO 8601 date-time' }).transform((value) => new Date(value));

/**
 * The pairs of dates DOMAIN.md orders, earlier first. The two optional deadlines sit between the
 * company ranking deadline and the result announcement when they are set.
 */
const DATE_ORDER: [RoundDateKey, RoundDateKey][] = [
  ['openingSubmissionDeadline', 'openingAnnouncementDate'],
  ['openingAnnouncementDate', 'studentRankingDeadline'],
  ['studentRankingDeadline', 'applicationAnnouncementDate'],
  ['applicationAnnouncementDate', 'companyRankingDeadline'],
  ['companyRankingDeadline', 'reorderRankingDeadline'],
  ['companyRankingDeadline', 'cancelRankingDeadline'],
  ['reorderRankingDeadline', 'resultAnnouncementDate'],
  ['cancelRankingDeadline', 'resultAnnouncementDate'],
  ['companyRankingDeadline', 'resultAnnouncementDate'],
];

export const roundInput = z
  .object({
    round: z.number().int().min(1),
    openingSubmissionDeadline: isoDateTime,
    openingAnnouncementDate: isoDateTime,
    studentRankingDeadline: isoDateTime,
    applicationAnnouncementDate: isoDateTime,
    companyRankingDeadline: isoDateTime,
    reorderRankingDeadline: isoDateTime
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    cancelRankingDeadline: isoDateTime
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    resultAnnouncementDate: isoDateTime,
    // The offer phase end (docs/offers.md): null for none; left out keeps what the round has.
    offerPhaseEndsAt: isoDateTime.nullable().optional(),
  })
  .superRefine((round, context) => {
    if (round.offerPhaseEndsAt && round.offerPhaseEndsAt <= round.resultAnnouncementDate)
      context.addIssue({ code: 'custom', path: ['offerPhaseEndsAt'], message: 'offerPhaseEndsAt must be after resultAnnouncementDate' });
    for (const [earlier, later] of DATE_ORDER) {
      const earlierDate = round[earlier];
      const laterDate = round[later];
      if (earlierDate && laterDate && laterDate < earlierDate) {
        context.addIssue({ code: 'custom', path: [later], message: `${later} must be on or after ${earlier}` });
      }
    }
  });

export type RoundInput = z.output<typeof roundInput>;

/** Rounds numbered 1..n in order, each one's openings announced no earlier than the previous round's results. */
export const roundsInput = z
  .array(roundInput)
  .min(1, 'At least one round is required')
  .max(20)
  .superRefine((rounds, context) => {
    rounds.forEach((round, index) => {
      if (round.round !== index + 1)
        context.addIssue({
          code: 'custom',
          path: [index, 'round'],
          message: `Rounds must be numbered 1, 2, 3… in order: expected ${index + 1}`,
        });
      const previous = rounds[index - 1];
      if (previous && round.openingAnnouncementDate < previous.resultAnnouncementDate) {
        context.addIssue({
          code: 'custom',
          path: [index, 'openingAnnouncementDate'],
          message: `openingAnnouncementDate of round ${round.round} must be on or after resultAnnouncementDate of round ${previous.round}`,
        });
      }
    });
  });
