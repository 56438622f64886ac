import type { Me } from '@/lib/auth';
import type { Actor } from '@/server/context';

export function toMe(actor: Actor): Me {
  return {
    role: actor.role,
    displayName: actor.displayName,
    ...(actor.role === 'company_user' ? { companyId: actor.companyId } : {}),
    ...(actor.role === 'student' ? { studentId: actor.studentId } : {}),
    ...(actor.assumedBy ? { assumedBy: actor.assumedBy } : {}),
  };
}
