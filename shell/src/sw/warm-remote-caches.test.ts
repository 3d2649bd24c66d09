import { manifestFiles } from './warm-remote-caches';

describe('manifestFiles', () => {
  it("lists every exposed module's files once, resolved against the manifest's address", () => {
    const manifest = {
      exposes: [
        { assets: { js: { sync: ['chunks/routes.1.js'], async: ['chunks/page-a.2.js', 'chunks/page-b.3.js'] }, css: { sync: [], async: ['chunks/a.css'] } } },
        { assets: { js: { sync: ['chunks/capture.4.js'], async: ['chunks/page-a.2.js'] } } },
      ],
    };
    expect(manifestFiles(manifest, 'http://127.0.0.1:3002/mf-manifest.json')).toEqual([
      'http://127.0.0.1:3002/chunks/routes.1.js',
      'http://127.0.0.1:3002/chunks/page-a.2.js',
      'http://127.0.0.1:3002/chunks/page-b.3.js',
      'http://127.0.0.1:3002/chunks/a.css',
      'http://127.0.0.1:3002/chunks/capture.4.js',
    ]);
  });

  it('is empty for a manifest without exposes', () => {
    expect(manifestFiles({}, 'http://x/mf-manifest.json')).toEqual([]);
  });
});
