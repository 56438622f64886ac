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
