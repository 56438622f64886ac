import { sql, type SQL } from 'drizzle-orm';
import { students } from '@/db/schema';

/** Who reads a student's contact fields beside an application: a company user, or an admin (who sees everything). */
export type ContactViewer = 'company' | 'admin';

type ContactColumns = { email: SQL<string | null>; phone: SQL<string | null>; lineId: SQL<string | null> };

function shownIfVisible(column: typeof students.email | typeof students.phone | typeof students.lineId): SQL<string | null> {
  return sql<string | null>`case when ${students.isPersonalInfoVisible} then ${column} end`;
}

/**
 * The student's e-mail, phone and LINE id as `viewer` may read them. The student's `isPersonalInfoVisible` flag hides
 * the three from every company screen and export exactly as it does on the profile (`applyVisibility`,
 * docs/students.md): null, decided in the statement so no caller can forget it. Admins read them as stored.
 */
export function contactColumnsFor(viewer: ContactViewer): ContactColumns {
  if (viewer === 'admin') return { email: sql`${students.email}`, phone: sql`${students.phone}`, lineId: sql`${students.lineId}` };
  return { email: shownIfVisible(students.email), phone: shownIfVisible(students.phone), lineId: shownIfVisible(students.lineId) };
}
