// The comparisons of a round's dates with the request's clock (docs/architecture.md, "Deadlines and the clock"),
// free of anything server-only so a rule shared with the screens (lib/student-ranking-gate.ts) decides by them too.
// The server reaches them through src/server/deadlines.ts, beside its 409s.

/** A date as a view carries it (an ISO string, or null when not set), as the Date the rules below compare. */
export function instantOf(iso: string | null): Date | null {
  return iso === null ? null : new Date(iso);
}

/** now ≥ date: the moment has come (an announcement is out, a deadline has passed); a date not set has not come. */
export function hasCome({ date, now }: { date: Date | null; now: Date }): boolean {
  return date !== null && now >= date;
}

/** now < deadline; a null deadline sets no limit. */
export function isBeforeDeadline({ deadline, now }: { deadline: Date | null; now: Date }): boolean {
  return deadline === null || now < deadline;
}

/**
 * An action offered from `opensAt` (when given) until `closesAt`. Unlike isBeforeDeadline, a null `closesAt`
 * means the action is not offered that round (a reorder or cancel deadline the admin left empty).
 */
export function isWindowOpen({ opensAt, closesAt, now }: { opensAt?: Date; closesAt: Date | null; now: Date }): boolean {
  return (opensAt === undefined || hasCome({ date: opensAt, now })) && closesAt !== null && !hasCome({ date: closesAt, now });
}
