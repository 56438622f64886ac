/** Roles of a signed-in person (SPEC §1); `oauth` is a machine client and never signs in here. */
export const ROLES = ['admin', 'student', 'company_user', 'external_user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS_TH: Record<Role, string> = {
  admin: 'ผู้ดูแลระบบ',
  student: 'นิสิต',
  company_user: 'บริษัท',
  external_user: 'ผู้ใช้ภายนอก',
};
