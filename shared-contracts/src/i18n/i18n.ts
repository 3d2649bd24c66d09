/**
 * One i18next instance for the whole platform (shared-contracts is a singleton). The shell
 * initialises it (with react-i18next's plugin); each package adds its own namespace with
 * `registerLocales`. en-US is the default and the fallback.
 *
 * A language other than en-US may be given as a loader (`hi: () => import('./locales/hi.json')`):
 * its texts are downloaded only when that language is in use. `initI18n` and `changeLanguage`
 * wait for them; code that registers later (a remote's routes) lets `localesReady()` tell when
 * they are in, so nothing shows in English first.
 */
import i18next, { type i18n as I18n, type Module, type Resource, type ResourceLanguage } from 'i18next';
import commonEn from './locales/en-US.json';

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
  const resources: Resource = {};
  const early = pending.splice(0);
  for (const { namespace, bundles } of early) {
    for (const lng of languages) {
      const bundle = bundles[lng];
      if (typeof bundle === 'function') loaders.push({ namespace, language: lng, load: bundle });
      else (resources[lng] ??= {})[namespace] = bundle;
    }
  }
  // The starting language's texts are in before the first screen renders.
  await Promise.all(
    loaders
      .filter((loader) => loader.language === language)
      .map(async (loader) => (((resources[language] ??= {})[loader.namespace] = await loadBundle(loader)), undefined)),
  );
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

/** A language's texts, or a loader that downloads them when that language is used. */
export type LocaleBundle = ResourceLanguage | (() => Promise<{ default: ResourceLanguage }>);

interface Loader {
  namespace: string;
  language: Language;
  load: () => Promise<{ default: ResourceLanguage }>;
  loaded?: Promise<ResourceLanguage>;
}

const pending: { namespace: string; bundles: Record<Language, LocaleBundle> }[] = [
  { namespace: 'common', bundles: { 'en-US': commonEn, hi: () => import('./locales/hi.json') } },
];
const loaders: Loader[] = [];
const inFlight = new Set<Promise<unknown>>();

function loadBundle(loader: Loader): Promise<ResourceLanguage> {
  loader.loaded ??= loader.load().then((module) => module.default);
  return loader.loaded;
}

/** Downloads and adds every registered namespace's texts of `language` not added yet. */
function addLanguage(language: Language): Promise<void> {
  const added = Promise.all(
    loaders
      .filter((loader) => loader.language === language)
      .map(async (loader) => {
        if (i18n.hasResourceBundle(language, loader.namespace)) return;
        i18n.addResourceBundle(language, loader.namespace, await loadBundle(loader), true, true);
      }),
  ).then(
    () => undefined,
    (error: unknown) => console.error(`texts for ${language} could not load`, error),
  );
  inFlight.add(added);
  void added.finally(() => inFlight.delete(added));
  return added;
}

/** Adds a package's namespace; safe to call before or after init and more than once. */
export function registerLocales(namespace: string, bundles: Record<Language, LocaleBundle>): void {
  // i18next only has addResourceBundle once initialised: keep early bundles until init.
  if (!i18n.isInitialized) {
    pending.push({ namespace, bundles });
    return;
  }
  for (const language of languages) {
    const bundle = bundles[language];
    if (typeof bundle === 'function') loaders.push({ namespace, language, load: bundle });
    else i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
  if (isLanguage(i18n.language) && typeof bundles[i18n.language] === 'function') void addLanguage(i18n.language);
}

/** Resolves once the texts of the language in use that registrations asked for are in (never rejects). */
export async function localesReady(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

/** Switches the language once its texts are downloaded, so no screen shows a mix. */
export async function changeLanguage(language: Language): Promise<void> {
  await addLanguage(language);
  await i18n.changeLanguage(language);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
