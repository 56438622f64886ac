/** One `where.path: message` part of a 400's message; `path` is what follows `body.` (null when the part names no body field). */
export type ValidationPart = { path: string | null; text: string };

/**
 * The server answers invalid input with one line, `body.field: message; body.rounds.0.date: message`
 * (`describeIssues` in src/server/http/validation.ts). Forms split it here and put each message under
 * its own input; each form says the messages it expects in Thai.
 */
export function splitValidationMessage(message: string): ValidationPart[] {
  return message.split('; ').map((part) => {
    const match = /^body\.([\w.]+): (.*)$/s.exec(part);
    return match ? { path: match[1], text: match[2] } : { path: null, text: part };
  });
}

/** The top-level field a path names: `tags.2` → `tags`. */
export function fieldOf(path: string): string {
  return path.split('.')[0];
}
