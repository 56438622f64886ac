import { z } from 'zod';

export const settingKeyParam = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/, 'A key is a letter then letters, digits, _ . or -');
