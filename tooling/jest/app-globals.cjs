// What webpack's DefinePlugin gives the apps at build time.
globalThis.__APP_VERSION__ = '0.0.181';
globalThis.__BUILD_ID__ = 'test';
