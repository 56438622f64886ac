// The settings as the API answers them (SPEC §3 Settings): free-form values under a key the screens know.
import { z } from 'zod';
import { isoDateTime } from './contract';

/** GET /api/settings: every setting as a map of key to value. */
export const settingsMap = z.record(z.string(), z.string());
export type SettingsMap = z.infer<typeof settingsMap>;

/** GET /api/settings/{key}. */
export const settingValue = z.object({ value: z.string() });
export type SettingValue = z.infer<typeof settingValue>;

/** PUT /api/admin/settings/{key} answers with the stored setting. */
export const setting = z.object({ key: z.string(), value: z.string() });
export type Setting = z.infer<typeof setting>;

/** A setting with when it last changed, as the admin's settings screen lists them. */
export const settingRow = setting.extend({ updatedAt: isoDateTime });
export type SettingRow = z.infer<typeof settingRow>;
