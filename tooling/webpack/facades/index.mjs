// Facades: shared modules narrowed to the names the platform imports (see react-router-dom.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const facades = {
  'react-router-dom': path.join(here, 'react-router-dom.mjs'),
  rxjs: path.join(here, 'rxjs.mjs'),
};

/** The names a facade exports, for lint's allow-list. */
export function facadeNames(request) {
  const source = readFileSync(facades[request], 'utf8');
  return [...source.matchAll(/export \{([^}]+)\}/g)].flatMap((match) =>
    match[1].split(',').map((name) => name.trim()).filter(Boolean),
  );
}

/**
 * Copies the facades into an app's `.generated/` folder, so that webpack resolves the libraries
 * from that app (one copy of react-router and rxjs per page); answers request → file.
 */
export function writeFacades(appDir) {
  const dir = path.join(appDir, '.generated');
  mkdirSync(dir, { recursive: true });
  return Object.fromEntries(
    Object.entries(facades).map(([request, source]) => {
      const file = path.join(dir, `facade-${path.basename(source, '.mjs')}.js`);
      writeFileSync(file, `// Generated from tooling/webpack/facades; do not edit.\n${readFileSync(source, 'utf8')}`);
      return [request, file];
    }),
  );
}
