import { mergeLists } from './licenses';

it('lists each package and version once, with every app that ships it, sorted by name', () => {
  const merged = mergeLists([
    {
      app: 'shell',
      rows: [
        { name: 'react', version: '19.3.1', license: 'MIT' },
        { name: 'antd', version: '6.0.0', license: 'MIT' },
      ],
    },
    {
      app: 'mf_reporting',
      rows: [
        { name: 'react', version: '19.3.1', license: 'MIT' },
        { name: 'pica', version: '9.0.1', license: 'MIT' },
      ],
    },
  ]);
  expect(merged).toEqual([
    { name: 'antd', version: '6.0.0', license: 'MIT', apps: ['shell'] },
    { name: 'pica', version: '9.0.1', license: 'MIT', apps: ['mf_reporting'] },
    { name: 'react', version: '19.3.1', license: 'MIT', apps: ['shell', 'mf_reporting'] },
  ]);
});
