import { i18n, initI18n } from 'shared-contracts';
import { savedLanguage, setLanguage } from './language';

describe('language', () => {
  beforeAll(() => initI18n({ plugins: [] }));
  afterAll(() => setLanguage('en-US'));

  it('switches the texts, <html lang> and what the next start reads', async () => {
    localStorage.clear();
    expect(savedLanguage()).toBeUndefined();
    await setLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(savedLanguage()).toBe('hi');
  });

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem('language', 'klingon');
    expect(savedLanguage()).toBeUndefined();
  });
});
