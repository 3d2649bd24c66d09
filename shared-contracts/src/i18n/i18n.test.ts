import { changeLanguage, i18n, initI18n, localesReady, registerLocales } from './i18n';

describe('lazy locale bundles', () => {
  it('downloads a language only when it is used, before the switch and for later registrations', async () => {
    const shellHi = jest.fn(async () => ({ default: { greeting: 'नमस्ते' } }));
    registerLocales('shell', { 'en-US': { greeting: 'Hello' }, hi: shellHi });
    await initI18n({ language: 'en-US' });
    expect(i18n.t('shell:greeting')).toBe('Hello');
    expect(shellHi).not.toHaveBeenCalled();

    await changeLanguage('hi');
    expect(shellHi).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('hi');
    expect(i18n.t('shell:greeting')).toBe('नमस्ते');
    expect(i18n.t('common:routes.notEnoughPermissions')).toBe('इस पेज को खोलने की पर्याप्त अनुमति नहीं है');

    // A remote registering while Hindi is in use: its texts are in once localesReady resolves.
    registerLocales('remote', { 'en-US': { menu: 'Shifts' }, hi: async () => ({ default: { menu: 'शिफ्ट' } }) });
    await localesReady();
    expect(i18n.t('remote:menu')).toBe('शिफ्ट');
  });
});
