import type { SystemContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import type { BearerGrant } from './bearer';
import type { ChulaProfile } from '@/lib/oauth';
import { loadPerson, toProfile } from './oauth-profile';

/** GET /api/oauth/v1/profile/chula (scope `profile`): the university fields; 404 for a company or external user. */
export async function getChulaProfile({ ctx, grant }: { ctx: SystemContext; grant: BearerGrant }): Promise<ChulaProfile> {
  const row = await loadPerson({ db: ctx.db, grant });
  const profile = toProfile({ row, clientId: grant.clientId });
  if (profile.userType !== 'CEDT_STUDENT' && profile.userType !== 'CHULA_USER') throw new NotFoundError('Not a Chula user');
  return {
    ...profile,
    email: row.student?.email ?? row.email,
    studentId: row.student?.studentId ?? null,
    admissionYear: row.student?.admissionYear ?? null,
    universityName: row.universityName,
    facultyName: row.facultyName,
    departmentName: row.departmentName,
    programName: row.programName,
  };
}
