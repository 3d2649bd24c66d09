// Two segments on the built file's first line: column 0 from src/a.ts (no name), column 5 on from
// react-dom, named commitRoot ('AAAA' and 'KCAAA' in base64 VLQ).
const app = 'webpack://shell/./src/a.ts';
const library = 'webpack://shell/../node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/client.js';
const map = {
  sources: [app, library],
  names: ['commitRoot'],
  mappings: 'AAAA,KCAAA',
};

describe('source maps', () => {
  const load = () => import('../scripts/source-maps.mjs');

  it('find the source, and the original name where the map has one, of a place in a built file', async () => {
    const { frameLocator, sourceLocator } = await load();
    const frame = frameLocator(map);
    expect(frame(0, 2)).toEqual({ source: app, name: null });
    expect(frame(0, 7)).toEqual({ source: library, name: 'commitRoot' });
    expect(frame(1, 0)).toBeNull();
    expect(sourceLocator(map)(0, 7)).toBe(library);
  });

  it('name a source by its package', async () => {
    const { packageOf } = await load();
    expect(packageOf(library)).toEqual({ pkg: 'react-dom', module: 'react-dom/cjs/client.js' });
    expect(packageOf(app).pkg).toBe('src');
  });
});
