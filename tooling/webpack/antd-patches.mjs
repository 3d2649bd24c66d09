// antd's Button and Tag styles import one small function, isBright, from the colour picker's
// presets panel (antd/es/color-picker/components/ColorPresets.js), and that module also imports
// Collapse and the whole colour picker: every screen with a button downloaded both (~4 KB gzip).
// The shell's build points those two imports at a module holding antd's own isBright, copied from
// the installed antd when the build starts. If antd changes that file so the function cannot be
// found, the imports stay as they are (nothing breaks, the download is just bigger again).
//
// Two antd components import a larger one for a feature the platform does not use on its first
// screens: Card imports Tabs (for `tabList`, 36 KB) and Typography imports its Editable part, and
// with it the TextArea and Input (for `editable`, ~35 KB). Every screen with a card or a text
// downloaded, compiled and ran both (issue 15). The shell's build points those two imports at a
// stand-in that loads the real part the first time it renders: both features still work.
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

/**
 * A stand-in for one of antd's component modules: renders nothing until the real module, loaded
 * the first time the stand-in renders, is there, then renders it with the same props and ref.
 */
function writeLoadedOnUse(appDir, name, realModule) {
  return writeGenerated(
    appDir,
    `antd-${name}-on-use.js`,
    'tooling/webpack/antd-patches.mjs',
    `import * as React from 'react';
let Real = null;
let loading = null;
const load = () =>
  (loading ??= import(${JSON.stringify(realModule)}).then(
    (module) => (Real = module.default),
    (error) => {
      loading = null;
      console.warn('antd: ${name} not loaded', error);
    },
  ));
const LoadedOnUse = React.forwardRef(function LoadedOnUse(props, ref) {
  const [, setLoaded] = React.useState(false);
  React.useEffect(() => {
    let current = true;
    if (!Real) void load().then(() => current && Real && setLoaded(true));
    return () => {
      current = false;
    };
  }, []);
  return Real ? React.createElement(Real, { ...props, ref }) : null;
});
export default LoadedOnUse;
`,
  );
}

/** [name, issuer's file in antd/es, the request it makes, the module that request names] of the parts loaded on use. */
const loadedOnUse = [
  ['tabs', 'card/Card.js', '../tabs', 'tabs/index.js'],
  ['editable', 'typography/Base/index.js', '../Editable', 'typography/Editable.js'],
];

/** The webpack plugins of the shell's antd patches (none when antd's source no longer matches). */
export function antdPatches(appDir) {
  const antdEs = path.join(path.dirname(require.resolve('antd/package.json', { paths: [appDir] })), 'es');
  const standIns = loadedOnUse.flatMap(([part, issuer, request, real]) => {
    const source = readFileSync(path.join(antdEs, issuer), 'utf8').replace(/^\s*\/\/.*$/gm, '');
    // The import as antd writes it, its name used only to render the part: else antd changed, and
    // the import stays as it is.
    const imported = new RegExp(`^import (\\w+) from '${request.replace(/[.]/g, '\\.')}';$`, 'm').exec(source);
    const name = imported?.[1];
    const rest = imported ? source.replace(imported[0], '') : '';
    const uses = name ? rest.split(new RegExp(`\\b${name}\\b`)).length - 1 : 0;
    const usedAsElementOnly = uses > 0 && uses === rest.split(`React.createElement(${name},`).length - 1;
    if (!name || !usedAsElementOnly) {
      console.warn(`antd-patches: ${issuer} no longer imports ${request} as before; it stays a static import`);
      return [];
    }
    const standIn = writeLoadedOnUse(appDir, part, path.join(antdEs, real));
    return [
      new webpack.NormalModuleReplacementPlugin(new RegExp(`^${request.replace(/[.]/g, '\\.')}$`), (resource) => {
        if ((resource.contextInfo?.issuer ?? '') === path.join(antdEs, issuer)) resource.request = standIn;
      }),
    ];
  });
  const isBright = writeIsBright(appDir);
  return [
    ...standIns,
    ...(isBright
      ? [
          new webpack.NormalModuleReplacementPlugin(/[\\/]color-picker[\\/]components[\\/]ColorPresets$/, (resource) => {
            const issuer = resource.contextInfo?.issuer ?? '';
            if (/[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/.test(issuer)) resource.request = isBright;
          }),
        ]
      : []),
  ];
}
