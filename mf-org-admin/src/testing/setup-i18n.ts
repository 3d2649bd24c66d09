import { initReactI18next } from 'react-i18next';
import { initI18n, registerLocales } from 'shared-contracts';
import en from '../locales/en-US.json';
import hi from '../locales/hi.json';

/** The shell's i18n set-up as tests need it: a missing key throws. */
export async function setUpI18n(): Promise<void> {
  // init first: i18next adds addResourceBundle to an instance only in init().
  await initI18n({ plugins: [initReactI18next], onMissingKey: 'throw' });
  registerLocales('mf-org-admin', { 'en-US': en, hi });
}
