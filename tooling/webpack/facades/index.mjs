// Facades: shared modules narrowed to the names the platform imports (see react-router-dom.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeGenerated } from '../generated.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const facades = {
  'react-router-dom': path.join(here, 'react-router-dom.mjs'),
  rxjs: path.join(here, 'rxjs.mjs'),
  'react-i18next': path.join(here, 'react-i18next.mjs'),
};

/** Packages whose exports map hides the files a facade imports: those imports become file paths. */
const filePackages = ['react-i18next'];

/** The names a facade exports, for lint's allow-list. */
export function facadeNames(request) {
  const source = readFileSync(facades[request], 'utf8');
  return [...source.matchAll(/export \{([^}]+)\}/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/**
 * Copies the facades into an app's `.generated/` folder, so that webpack resolves the libraries
 * from that app (one copy of react-router and rxjs per page); answers request → file.
 */
export function writeFacades(appDir) {
  return Object.fromEntries(
    Object.entries(facades).map(([request, source]) => {
      let code = readFileSync(source, 'utf8');
      for (const pkg of filePackages) {
        const root = path.dirname(require.resolve(`${pkg}/package.json`, { paths: [appDir] }));
        code = code.replaceAll(`from '${pkg}/`, `from '${root}/`);
      }
      return [request, writeGenerated(appDir, `facade-${path.basename(source, '.mjs')}.js`, 'tooling/webpack/facades', code)];
    }),
  );
}
