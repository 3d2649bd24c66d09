/**
 * antd's own texts (pickers, pagination, dialogs' OK/Cancel) and dayjs's month and day names in the
 * app's language. Hindi's are downloaded with the app's Hindi texts, only when Hindi is in use:
 * registered as a locale loader before i18n starts, so the first screen in Hindi and
 * `changeLanguage('hi')` both wait for them. dayjs is a shared singleton, so every remote's dates
 * follow the same global locale.
 */
import type { Locale } from 'antd/es/locale';
import { i18n, registerLocales } from 'shared-contracts';

let hindi: Locale | null = null;

export function registerAntdLocales(): void {
  registerLocales('antd-locale', {
    'en-US': {},
    hi: async () => {
      const [antd, { default: dayjs }] = await Promise.all([import('antd/es/locale/hi_IN'), import('dayjs'), import('dayjs/locale/hi')]);
      hindi = antd.default;
      // dayjs (and this listener) only once Hindi is used: English is dayjs's default, and the sign-in
      // page does not download dayjs. It runs before react-i18next re-renders, so the screens drawn
      // for the new language format their dates in it.
      dayjs.locale('hi');
      i18n.off('languageChanged', followLanguage);
      followLanguage = (language: string) => void dayjs.locale(language === 'hi' ? 'hi' : 'en');
      i18n.on('languageChanged', followLanguage);
      return { default: {} };
    },
  });
}

let followLanguage = (_language: string): void => undefined;

/** antd's Hindi locale once downloaded, else null (antd's English then). */
export function antdLocaleFor(language: string): Locale | null {
  return language === 'hi' ? hindi : null;
}
