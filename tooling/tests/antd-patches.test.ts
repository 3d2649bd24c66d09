/**
 * The shell's antd patches (tooling/webpack/antd-patches.mjs), against the installed antd: Card's
 * Tabs and Typography's Editable are pointed at stand-ins that load them on first render, and
 * Button's and Tag's isBright at its own module. A new antd whose files no longer match fails here
 * (the build would only warn and keep the larger imports).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface Resource {
  request: string;
  contextInfo?: { issuer?: string };
}
type Patch = { resourceRegExp: RegExp; newResource: (resource: Resource) => void };

const shellDir = path.resolve(__dirname, '../../shell');
const antdEs = path.join(path.dirname(createRequire(path.join(shellDir, 'package.json')).resolve('antd/package.json')), 'es');

let patches: Patch[];
beforeAll(async () => {
  const url = pathToFileURL(path.resolve(__dirname, '../webpack/antd-patches.mjs')).href;
  const { antdPatches } = (await import(url)) as { antdPatches: (appDir: string) => Patch[] };
  patches = antdPatches(shellDir);
});

/** What the patches make of `request` from `issuer`. */
function resolve(request: string, issuer: string): string {
  const resource: Resource = { request, contextInfo: { issuer } };
  for (const patch of patches) if (patch.resourceRegExp.test(request)) patch.newResource(resource);
  return resource.request;
}

describe('antd patches', () => {
  it.each([
    ['tabs', 'card/Card.js', '../tabs', 'tabs/index.js'],
    ['editable', 'typography/Base/index.js', '../Editable', 'typography/Editable.js'],
  ])('loads %s on use, from its one importer only', (part, issuer, request, real) => {
    const standIn = resolve(request, path.join(antdEs, issuer));
    expect(standIn).toBe(path.join(shellDir, '.generated', `antd-${part}-on-use.js`));
    const code = readFileSync(standIn, 'utf8');
    expect(code).toContain(`import(${JSON.stringify(path.join(antdEs, real))})`);
    expect(code).toContain('React.forwardRef');
    // Any other importer keeps the real module.
    expect(resolve(request, path.join(antdEs, 'space/index.js'))).toBe(request);
  });

  it("points Button's and Tag's isBright at its own module", () => {
    const isBright = resolve('../../color-picker/components/ColorPresets', path.join(antdEs, 'button/style/index.js'));
    expect(isBright).toBe(path.join(shellDir, '.generated', 'antd-is-bright.js'));
    expect(readFileSync(isBright, 'utf8')).toMatch(/export const isBright = /);
    expect(resolve('../../color-picker/components/ColorPresets', path.join(antdEs, 'color-picker/index.js'))).toBe(
      '../../color-picker/components/ColorPresets',
    );
  });
});
