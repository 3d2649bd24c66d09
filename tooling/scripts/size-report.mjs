// What the signed-in home downloads, by package and module. Reads the JSON that the size-budget
// spec writes with SIZE_DUMP=<file>, finds every file in the apps' dist folders and splits each
// file's gzip size over the sources its source map names (by minified bytes, so the figures are
// estimates of each module's share).
//
//   SIZE_DUMP=/tmp/home.json E2E_PORT_OFFSET=300 pnpm --filter e2e exec playwright test tests/size-budget.spec.ts
//   E2E_PORT_OFFSET=300 node tooling/scripts/size-report.mjs /tmp/home.json [--modules] [--files]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageOf, segments } from './source-maps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apps = ['shell', 'mf-reporting', 'mf-shifts', 'mf-adhoc', 'mf-org-admin'];
const [dumpFile, ...flags] = process.argv.slice(2);
const files = JSON.parse(readFileSync(dumpFile, 'utf8'));

const byPackage = new Map();
const byModule = new Map();
const byFile = new Map();
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);

for (const file of files) {
  const url = new URL(file.url);
  const port = Number(url.port);
  // The e2e servers listen on 3100 + index + E2E_PORT_OFFSET (e2e/fixtures/ports.ts).
  const app = apps[port - 3100 - Number(process.env.E2E_PORT_OFFSET ?? 0)];
  if (!app) throw new Error(`${file.url}: which app? Run with the E2E_PORT_OFFSET the dump was made with.`);
  const local = path.join(root, app, 'dist', url.pathname);
  if (!existsSync(`${local}.map`)) {
    add(byPackage, `(no map) ${app}${url.pathname}`, file.gzip);
    continue;
  }
  const code = readFileSync(local, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${local}.map`, 'utf8'));
  const bytes = new Map();
  let previous = null;
  const close = (end) => {
    if (!previous) return;
    const lineText = code[previous.line] ?? '';
    const until = end && end.line === previous.line ? end.column : lineText.length;
    const key = previous.source >= 0 ? map.sources[previous.source] : '(unmapped)';
    add(bytes, key, Math.max(0, until - previous.column));
  };
  for (const segment of segments(map.mappings)) {
    close(segment);
    previous = segment;
  }
  close(null);
  const total = [...bytes.values()].reduce((sum, value) => sum + value, 0) || 1;
  for (const [source, size] of bytes) {
    const share = (file.gzip * size) / total;
    const { pkg, module } = source === '(unmapped)' ? { pkg: '(unmapped)', module: '(unmapped)' } : packageOf(source);
    add(byPackage, `${app === 'shell' ? '' : `[${app}] `}${pkg}`, share);
    add(byModule, `${app === 'shell' ? '' : `[${app}] `}${module}`, share);
    if (!byFile.has(file.url)) byFile.set(file.url, new Map());
    add(byFile.get(file.url), module, share);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const total = files.reduce((sum, file) => sum + file.gzip, 0);
console.info(`${kb(total)} in ${files.length} files`);
console.info('\nby package:');
for (const [key, value] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.info(`${kb(value)}  ${key}`);
if (flags.includes('--modules')) {
  console.info('\nby module:');
  for (const [key, value] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 150)) console.info(`${kb(value)}  ${key}`);
}
if (flags.includes('--files')) {
  console.info('\nfiles, with their biggest modules:');
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.info(`${kb(file.gzip)}  ${file.url}`);
    const modules = [...(byFile.get(file.url) ?? [])].sort((a, b) => b[1] - a[1]);
    for (const [module, size] of modules.slice(0, 6)) console.info(`        ${kb(size)}  ${module}`);
    if (modules.length > 6) console.info(`                   … ${modules.length - 6} more`);
  }
}
