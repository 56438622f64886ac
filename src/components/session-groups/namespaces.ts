import type { Messages } from '@/i18n/catalogues';

/** The namespaces of the session group screens' client components (ClientMessages). */
export const SESSION_FORM_NAMESPACES: (keyof Messages)[] = ['Labels', 'SessionFieldErrors', 'SessionForm'];

export const SESSION_GROUP_LIST_NAMESPACES: (keyof Messages)[] = [
  ...SESSION_FORM_NAMESPACES,
  'RoundsEditor',
  'CreateSessionGroupDialog',
  'SessionGroupTable',
];

export const SESSION_GROUP_DETAIL_NAMESPACES: (keyof Messages)[] = [...SESSION_FORM_NAMESPACES, 'RoundsEditor', 'SessionGroupDetail'];

/** The session page's own islands: its settings, the enrollment table and the enrollment dialogs. */
export const SESSION_PAGE_NAMESPACES: (keyof Messages)[] = [
  ...SESSION_FORM_NAMESPACES,
  'SessionSettingsCard',
  'EnrollmentTable',
  'EnrollmentResult',
  'EnrollStudentsDialog',
  'EnrollByAdmissionYearDialog',
];
