import { z } from 'zod';

/**
 * The body of an import endpoint that takes either its rows (a JSON list) or `{fileId}` of an uploaded
 * CSV. A plain z.union would answer only "Invalid input" when both fail; this checks the body against
 * the one schema its shape asks for (a list → rows, anything else → the file body), so a 400 still
 * names every bad row; the union then only runs on a body that passed, and documents both bodies.
 */
export function rowsOrFileBody<R extends z.ZodType, F extends z.ZodType>(rows: R, file: F) {
  // preprocess, not transform: the OpenAPI document then shows the union as the body (a transform's input is "anything").
  return z.preprocess(
    (value, context) => {
      const parsed = (Array.isArray(value) ? rows : file).safeParse(value);
      if (!parsed.success)
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return value;
    },
    z.union([rows, file]),
  );
}
