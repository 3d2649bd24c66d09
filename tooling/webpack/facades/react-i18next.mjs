// What the platform uses of react-i18next, shared instead of the whole library (see
// react-router-dom.mjs): without Trans and its HTML parsing, 6 KB gzip of every first load.
// The package's exports map hides its files, so writeFacades() points these imports at the files.
export { initReactI18next } from 'react-i18next/dist/es/initReactI18next.js';
export { useTranslation } from 'react-i18next/dist/es/useTranslation.js';
