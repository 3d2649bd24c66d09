// antd's Button and Tag styles import one small function, isBright, from the colour picker's
// presets panel (antd/es/color-picker/components/ColorPresets.js), and that module also imports
// Collapse and the whole colour picker: every screen with a button downloaded both (~4 KB gzip).
// The shell's build points those two imports at a module holding antd's own isBright, copied from
// the installed antd when the build starts. If antd changes that file so the function cannot be
// found, the imports stay as they are (nothing breaks, the download is just bigger again).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { writeGenerated } from './generated.mjs';

const require = createRequire(import.meta.url);

function writeIsBright(appDir) {
  const antdRoot = path.dirname(require.resolve('antd/package.json', { paths: [appDir] }));
  const source = readFileSync(path.join(antdRoot, 'es', 'color-picker', 'components', 'ColorPresets.js'), 'utf8');
  const isBright = /^export const isBright = [\s\S]*?^};$/m.exec(source)?.[0];
  const importsRcColor = /^import \{[^}]*\bColor as RcColor\b[^}]*\} from '@rc-component\/color-picker';$/m.test(source);
  if (!isBright || !importsRcColor) {
    console.warn('antd-patches: isBright not found in antd ColorPresets.js; Button keeps its full import');
    return null;
  }
  const colorPicker = path.dirname(require.resolve('@rc-component/color-picker/package.json', { paths: [antdRoot] }));
  return writeGenerated(
    appDir,
    'antd-is-bright.js',
    "tooling/webpack/antd-patches.mjs (antd's ColorPresets.js)",
    `import { Color as RcColor } from ${JSON.stringify(path.join(colorPicker, 'es', 'index.js'))};\n${isBright}\n`,
  );
}

/** The webpack plugins of the shell's antd patches (none when antd's source no longer matches). */
export function antdPatches(appDir) {
  const isBright = writeIsBright(appDir);
  if (!isBright) return [];
  return [
    new webpack.NormalModuleReplacementPlugin(/[\\/]color-picker[\\/]components[\\/]ColorPresets$/, (resource) => {
      const issuer = resource.contextInfo?.issuer ?? '';
      if (/[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/.test(issuer)) resource.request = isBright;
    }),
  ];
}
