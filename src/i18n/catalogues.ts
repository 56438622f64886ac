// Every message of the portal, one catalogue per language (docs/languages.md). Each language is split by area
// (messages/<language>/<area>.json), so the areas can be written side by side; an area holds whole namespaces, and
// two areas never hold the same one (tests/unit/i18n-catalogues.test.ts).
import enAdmin from '../../messages/en/admin.json';
import enApi from '../../messages/en/api.json';
import enAuth from '../../messages/en/auth.json';
import enCommon from '../../messages/en/common.json';
import enCompany from '../../messages/en/company.json';
import enExports from '../../messages/en/exports.json';
import enNotifications from '../../messages/en/notifications.json';
import enPeople from '../../messages/en/people.json';
import enPlacement from '../../messages/en/placement.json';
import enShell from '../../messages/en/shell.json';
import enStudent from '../../messages/en/student.json';
import enTerm1 from '../../messages/en/term1.json';
import thAdmin from '../../messages/th/admin.json';
import thApi from '../../messages/th/api.json';
import thAuth from '../../messages/th/auth.json';
import thCommon from '../../messages/th/common.json';
import thCompany from '../../messages/th/company.json';
import thExports from '../../messages/th/exports.json';
import thNotifications from '../../messages/th/notifications.json';
import thPeople from '../../messages/th/people.json';
import thPlacement from '../../messages/th/placement.json';
import thShell from '../../messages/th/shell.json';
import thStudent from '../../messages/th/student.json';
import thTerm1 from '../../messages/th/term1.json';
import type { Locale } from './locales';

/** The areas of each language, by file name: the test checks that no namespace is in two of them. */
export const CATALOGUE_AREAS = {
  th: {
    admin: thAdmin,
    api: thApi,
    auth: thAuth,
    common: thCommon,
    company: thCompany,
    exports: thExports,
    notifications: thNotifications,
    people: thPeople,
    placement: thPlacement,
    shell: thShell,
    student: thStudent,
    term1: thTerm1,
  },
  en: {
    admin: enAdmin,
    api: enApi,
    auth: enAuth,
    common: enCommon,
    company: enCompany,
    exports: enExports,
    notifications: enNotifications,
    people: enPeople,
    placement: enPlacement,
    shell: enShell,
    student: enStudent,
    term1: enTerm1,
  },
} as const;

const thai = {
  ...thAdmin,
  ...thApi,
  ...thAuth,
  ...thCommon,
  ...thCompany,
  ...thExports,
  ...thNotifications,
  ...thPeople,
  ...thPlacement,
  ...thShell,
  ...thStudent,
  ...thTerm1,
};

/** The Thai catalogue is the shape of every catalogue (src/i18n/app-config.d.ts). */
export type Messages = typeof thai;

export const CATALOGUES: Record<Locale, Messages> = {
  th: thai,
  // The test proves the English catalogue has the Thai one's keys; the type is the Thai one's.
  en: {
    ...enAdmin,
    ...enApi,
    ...enAuth,
    ...enCommon,
    ...enCompany,
    ...enExports,
    ...enNotifications,
    ...enPeople,
    ...enPlacement,
    ...enShell,
    ...enStudent,
    ...enTerm1,
  } as unknown as Messages,
};
