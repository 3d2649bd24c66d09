// What a remote publishes in its mf-manifest.json under metaData.facilityops (shared-contracts
// routes/published-menu.ts): its menu entries, labelled in both languages from its locale files,
// with their icons as antd SVG definitions, and whether it has background work. The shell draws
// the drawer from it without downloading the remote's code: a remote with no background work
// costs the signed-in home nothing until one of its pages opens.
//
// The source is the remote's src/remote-manifest.json. An unknown label or icon fails the build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const languages = ['en-US', 'hi'];

function textAt(texts, key, where) {
  const value = key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), texts);
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: no text for '${key}'`);
  return value;
}

function iconDefinition(name, appDir) {
  if (!/^[A-Z][A-Za-z]+$/.test(name)) throw new Error(`remote-manifest.json: '${name}' is not an icon name`);
  const iconsDir = path.dirname(require.resolve('@ant-design/icons/package.json', { paths: [appDir] }));
  const file = require.resolve(`@ant-design/icons-svg/lib/asn/${name}.js`, { paths: [iconsDir] });
  const definition = require(file);
  return definition.default ?? definition;
}

/** The published data of the remote in appDir (its package name is its i18n namespace). */
export function publishedRemote(appDir) {
  const source = JSON.parse(readFileSync(path.join(appDir, 'src', 'remote-manifest.json'), 'utf8'));
  const locales = Object.fromEntries(
    languages.map((language) => [language, JSON.parse(readFileSync(path.join(appDir, 'src', 'locales', `${language}.json`), 'utf8'))]),
  );
  return {
    backgroundWork: Boolean(source.backgroundWork),
    menu: source.menu.map(({ labelKey, icon, ...entry }) => ({
      ...entry,
      label: Object.fromEntries(languages.map((language) => [language, textAt(locales[language], labelKey, `${path.basename(appDir)} ${language}`)])),
      icon: iconDefinition(icon, appDir),
    })),
  };
}

/** The Module Federation manifest option of a remote: the published data added to metaData. */
export function remoteManifestOption(appDir) {
  return {
    fileName: 'mf-manifest.json',
    additionalData: ({ stats }) => {
      stats.metaData.facilityops = publishedRemote(appDir);
      return stats;
    },
  };
}
