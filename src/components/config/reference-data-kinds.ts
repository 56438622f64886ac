/** The academic reference lists an admin edits on /config?tab=reference; shared by the page (server) and the editor (client). */
export const REFERENCE_DATA_KINDS = ['universities', 'faculties', 'departments', 'programs'] as const;
export type ReferenceDataKind = (typeof REFERENCE_DATA_KINDS)[number];
export type ReferenceEntry = { id: number; name: string };
