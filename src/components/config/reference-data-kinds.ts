/** The academic reference lists an admin edits on /config?tab=reference; shared by the page (server) and the editor (client). */
export const REFERENCE_DATA_KINDS = ['universities', 'faculties', 'departments', 'programs'] as const;
export type ReferenceDataKind = (typeof REFERENCE_DATA_KINDS)[number];
/** An entry as the editor shows it: hidden ones stay listed (marked), with how many students use each. */
export type ReferenceEntry = { id: number; name: string; isHidden?: boolean; useCount?: number };
