/**
 * One i18next instance for the whole platform (shared-contracts is a singleton). The shell
 * initialises it (with react-i18next's plugin); each package adds its own namespace with
 * `registerLocales`. en-US is the default and the fallback.
 */
import i18next, { type i18n as I18n, type Module, type Resource, type ResourceLanguage } from 'i18next';
import commonEn from './locales/en-US.json';
import commonHi from './locales/hi.json';

export const languages = ['en-US', 'hi'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

export const i18n: I18n = i18next.createInstance();

export interface InitI18nOptions {
  language?: Language;
  plugins?: Module[];
  /** Tests throw on a missing key; production warns. */
  onMissingKey?: 'throw' | 'warn';
}

export async function initI18n({ language = DEFAULT_LANGUAGE, plugins = [], onMissingKey = 'warn' }: InitI18nOptions = {}): Promise<I18n> {
  if (i18n.isInitialized) return i18n;
  for (const plugin of plugins) i18n.use(plugin);
  const resources: Resource = { 'en-US': { common: commonEn }, hi: { common: commonHi } };
  for (const { namespace, bundles } of pending.splice(0)) {
    for (const language of languages) (resources[language] ??= {})[namespace] = bundles[language];
  }
  await i18n.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...languages],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => {
      const message = `Missing translation ${ns}:${key} (${lngs.join(',')})`;
      if (onMissingKey === 'throw') throw new Error(message);
      console.warn(message);
    },
  });
  return i18n;
}

const pending: { namespace: string; bundles: Record<Language, ResourceLanguage> }[] = [];

/** Adds a package's namespace; safe to call before or after init and more than once. */
export function registerLocales(namespace: string, bundles: Record<Language, ResourceLanguage>): void {
  // i18next only has addResourceBundle once initialised: keep early bundles until init.
  if (!i18n.isInitialized) {
    pending.push({ namespace, bundles });
    return;
  }
  for (const language of languages) {
    i18n.addResourceBundle(language, namespace, bundles[language], true, true);
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
