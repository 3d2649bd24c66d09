/**
 * antd's own texts (pickers, pagination, dialogs' OK/Cancel) in the app's language. Hindi's are
 * downloaded with the app's Hindi texts, only when Hindi is in use: registered as a locale loader
 * before i18n starts, so the first screen in Hindi and `changeLanguage('hi')` both wait for them.
 */
import type { Locale } from 'antd/es/locale';
import { registerLocales } from 'shared-contracts';

let hindi: Locale | null = null;

export function registerAntdLocales(): void {
  registerLocales('antd-locale', {
    'en-US': {},
    hi: async () => {
      hindi = (await import('antd/es/locale/hi_IN')).default;
      return { default: {} };
    },
  });
}

/** antd's Hindi locale once downloaded, else null (antd's English then). */
export function antdLocaleFor(language: string): Locale | null {
  return language === 'hi' ? hindi : null;
}
