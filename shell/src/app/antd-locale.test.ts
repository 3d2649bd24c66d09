import { changeLanguage, initI18n } from 'shared-contracts';
import { antdLocaleFor, registerAntdLocales } from './antd-locale';

afterAll(() => changeLanguage('en-US'));

it("gives antd's Hindi texts once Hindi is chosen, and antd's English otherwise", async () => {
  registerAntdLocales();
  await initI18n();
  expect(antdLocaleFor('en-US')).toBeNull();
  expect(antdLocaleFor('hi')).toBeNull();
  await changeLanguage('hi');
  expect(antdLocaleFor('hi')?.locale).toBe('hi');
  expect(antdLocaleFor('en-US')).toBeNull();
});

it('names months in Hindi while Hindi is in use, and in English again after', async () => {
  registerAntdLocales();
  await initI18n();
  const { formatDate } = await import('shared-contracts');
  const july = Date.UTC(2026, 6, 15, 6);
  await changeLanguage('hi');
  expect(formatDate(july)).toBe('15 जुल. 2026');
  await changeLanguage('en-US');
  expect(formatDate(july)).toBe('15 Jul 2026');
});
