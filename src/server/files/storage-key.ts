import { randomUUID } from 'node:crypto';
import type { FileType } from './file-types';

/** `student-transcript/<uuid>`: unguessable, and never built from anything a user wrote. */
export function newStorageKey(type: FileType): string {
  return `${type.toLowerCase().replaceAll('_', '-')}/${randomUUID()}`;
}
