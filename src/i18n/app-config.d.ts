import type { Messages } from './catalogues';
import type { Locale } from './locales';

// The Thai catalogue is the shape of every catalogue (tests/unit/i18n-catalogues.test.ts checks the English one has
// the same keys): a key that does not exist fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}

// A schema's description in the OpenAPI document is a key of OpenApi.schemas, so it is written in each language
// (scripts/openapi.ts): `.meta({ descriptionKey })` rather than an English `.describe()`.
declare module 'zod' {
  interface GlobalMeta {
    descriptionKey?: keyof Messages['OpenApi']['schemas'];
  }
}
