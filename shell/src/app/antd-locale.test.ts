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
