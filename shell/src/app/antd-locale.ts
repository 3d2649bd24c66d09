/**
 * antd's own texts (pickers, pagination, dialogs' OK/Cancel) and dayjs's month and day names in the
 * app's language. Hindi's are downloaded with the app's Hindi texts, only when Hindi is in use:
 * registered as a locale loader before i18n starts, so the first screen in Hindi and
 * `changeLanguage('hi')` both wait for them. dayjs is a shared singleton, so every remote's dates
 * follow the same global locale.
 */
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { i18n, registerLocales } from 'shared-contracts';

let hindi: Locale | null = null;
let dayjsHindi = false;

/** dayjs's locale name for an app language ('en' until Hindi's names are downloaded). */
export function dayjsLocaleFor(language: string): 'hi' | 'en' {
  return language === 'hi' && dayjsHindi ? 'hi' : 'en';
}

export function registerAntdLocales(): void {
  registerLocales('antd-locale', {
    'en-US': {},
    hi: async () => {
      const [antd] = await Promise.all([import('antd/es/locale/hi_IN'), import('dayjs/locale/hi')]);
      hindi = antd.default;
      dayjsHindi = true;
      return { default: {} };
    },
  });
  // Before react-i18next re-renders: the screens drawn for the new language format dates in it.
  i18n.on('languageChanged', (language: string) => dayjs.locale(dayjsLocaleFor(language)));
}

/** antd's Hindi locale once downloaded, else null (antd's English then). */
export function antdLocaleFor(language: string): Locale | null {
  return language === 'hi' ? hindi : null;
}
