import type { Me } from '@/lib/auth';
import type { Actor } from '@/server/context';

export function toMe(actor: Actor): Me {
  return {
    role: actor.role,
    displayName: actor.displayName,
    ...(actor.companyId !== undefined ? { companyId: actor.companyId } : {}),
    ...(actor.studentId !== undefined ? { studentId: actor.studentId } : {}),
    ...(actor.assumedBy ? { assumedBy: actor.assumedBy } : {}),
  };
}
