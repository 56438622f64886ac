// The reference lists as the API answers them (SPEC §3): each entry under the id and label names the spec gives its list.
import { z } from 'zod';

export const university = z.object({ universityId: z.number().int(), universityName: z.string() });
export const program = z.object({ programId: z.number().int(), programName: z.string() });
export const faculty = z.object({ facultyId: z.number().int(), facultyName: z.string() });
export const department = z.object({ departmentId: z.number().int(), departmentName: z.string() });
export const companyType = z.object({ companyTypeId: z.number().int(), type: z.string() });
export const companySize = z.object({ companySizeId: z.number().int(), size: z.string() });
export const compensationType = z.object({ id: z.number().int(), name: z.string() });

/** One entry's schema per list, by the list's name in the API's paths. */
export const REFERENCE_ITEMS = {
  universities: university,
  programs: program,
  faculties: faculty,
  departments: department,
  'company-types': companyType,
  'company-sizes': companySize,
  'compensation-types': compensationType,
} as const;
export type ReferenceItem<K extends keyof typeof REFERENCE_ITEMS = keyof typeof REFERENCE_ITEMS> = z.infer<(typeof REFERENCE_ITEMS)[K]>;

/** GET /api/common/{list}: the whole list, not paged (these lists are short). */
export const referenceList = <K extends keyof typeof REFERENCE_ITEMS>(kind: K) => z.array(REFERENCE_ITEMS[kind]);

export const openingTag = z.object({ tagId: z.number().int(), tagName: z.string() });
export type OpeningTag = z.infer<typeof openingTag>;
export const openingTagList = z.array(openingTag);

/** One entry of an editable list as the admin's editor sees it: hidden ones too, and how many students use it. */
export const referenceEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  isHidden: z.boolean(),
  useCount: z.number().int().optional(),
});
export type ReferenceEntry = z.infer<typeof referenceEntry>;

/** A picker's options: the visible entries, plus the entry a row uses now when it has been hidden since (its select must not turn blank). */
export function pickerOptions<Option extends { id: number }>(offered: Option[], current: Option | null): Option[] {
  return current && !offered.some((option) => option.id === current.id) ? [...offered, current] : offered;
}
